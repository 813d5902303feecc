import type { SnapshotFrom } from 'xstate';
import { galleryMachine } from '../../machines/gallery/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createGallerySpec,
  exploredEventTypes,
  galleryView,
  type GalleryAutoplayView,
  type GalleryModelConfig,
  type GalleryModelEvent,
  type GallerySpec,
  type GalleryView,
  OUT_OF_RANGE_INDEX,
  VIEWPORT_WIDTHS,
} from './spec.ts';

const base: GalleryModelConfig = {
  count: 3,
  loop: false,
  autoplay: false,
  randomize: true,
  nomotion: false,
  mobile: false,
  groupSize: 1,
  slideClick: 'none',
  surface: 'machine',
  linked: false,
  motion: 'events',
};

/** Events every configuration that takes them explores the same way. */
function sharedEvents(config: GalleryModelConfig, snapshot: SnapshotFrom<GallerySpec>): GalleryModelEvent[] {
  const { context } = snapshot;
  const events: GalleryModelEvent[] = [{ type: 'GESTURE', direction: 'left' }, { type: 'GESTURE', direction: 'right' }, { type: 'SET_COUNT', count: config.count }];
  for (const width of VIEWPORT_WIDTHS) events.push({ type: 'VIEWPORT', width });
  events.push({ type: 'REDUCED_MOTION', on: !context.reduced });
  events.push({ type: 'SET_INDEX', index: config.count - 1 }, { type: 'SET_INDEX', index: context.index }, { type: 'SET_INDEX', index: OUT_OF_RANGE_INDEX });
  return events;
}

/** Event variants a visitor can cause on a page (what the page driver can perform). */
function pageEvents(config: GalleryModelConfig, snapshot: SnapshotFrom<GallerySpec>): GalleryModelEvent[] {
  const { context } = snapshot;
  const state = snapshot.value as GalleryAutoplayView;
  const events: GalleryModelEvent[] = [{ type: 'NEXT' }, { type: 'PREVIOUS' }, { type: 'KEY', key: 'ArrowRight', editableTarget: false, inViewport: true }];
  // The last slide, by an indicator or by the linked thumbnails (the others are reached by NEXT).
  events.push({ type: 'GO_TO', index: config.count - 1 }, { type: 'LINK_INDEX', index: config.count - 1 });
  events.push(context.pointer ? { type: 'HOVER_END' } : { type: 'HOVER_START' });
  events.push(context.focus ? { type: 'FOCUS_OUT' } : { type: 'FOCUS_IN' });
  // The slide in view is the one a visitor clicks.
  if (config.slideClick !== 'none') events.push({ type: 'SLIDE_CLICK', index: context.index });
  if (config.clickThrough) events.push({ type: 'SLIDE_CLICK', index: config.clickThrough.slide, clickThroughUrl: config.clickThrough.url });
  events.push({ type: 'MOTION_END' });
  // A window resized while the track's transition is held still (the page run holds it) would
  // cancel it without a new one: the page resizes between transitions only.
  const resizable = !(config.motion === 'reported' && context.inMotion);
  events.push(
    ...sharedEvents(config, snapshot).filter((event) => event.type !== 'REDUCED_MOTION' && event.type !== 'SET_COUNT' && (event.type !== 'VIEWPORT' || resizable)),
  );
  // The player plays on its slide (the spec refuses it elsewhere) and ends where it plays.
  events.push({ type: 'VIDEO_PLAY' }, { type: 'VIDEO_END' });
  if (state === 'running' || state === 'pausedForVideo') events.push({ type: 'AUTOPLAY_TICK' });
  if (state === 'running' || state === 'suspended' || state === 'pausedForVideo') events.push({ type: 'PAUSE' });
  if (state === 'stopped') events.push({ type: 'PLAY' });
  // Every type the spec takes gets a variant here (the traversal would add a bare one).
  const types = exploredEventTypes(config);
  return events.filter((event) => types.has(event.type));
}

/** Event variants on the bare machine: every payload kind, time and I/O as events. */
function machineEvents(config: GalleryModelConfig, snapshot: SnapshotFrom<GallerySpec>): GalleryModelEvent[] {
  const { context } = snapshot;
  const state = snapshot.value as GalleryAutoplayView;
  const events: GalleryModelEvent[] = [{ type: 'NEXT' }, { type: 'PREVIOUS' }];
  for (let index = 0; index < config.count; index++) events.push({ type: 'GO_TO', index });
  events.push(context.pointer ? { type: 'HOVER_END' } : { type: 'HOVER_START' });
  if (state === 'running') events.push({ type: 'AUTOPLAY_TICK' }, { type: 'PAUSE' });
  if (state === 'suspended') events.push({ type: 'PAUSE' });
  if (state === 'stopped') events.push({ type: 'PLAY' });
  events.push(
    { type: 'KEY', key: 'ArrowRight', editableTarget: false, inViewport: true },
    { type: 'KEY', key: 'ArrowLeft', editableTarget: false, inViewport: true },
    { type: 'KEY', key: 'ArrowRight', editableTarget: true, inViewport: true },
    { type: 'KEY', key: 'ArrowRight', editableTarget: false, inViewport: false },
    { type: 'SLIDE_CLICK', index: config.count - 1 },
    { type: 'SLIDE_CLICK', index: 0, clickThroughUrl: '/elsewhere' },
    context.inMotion ? { type: 'MOTION_END' } : { type: 'MOTION_START' },
    context.focus ? { type: 'FOCUS_OUT' } : { type: 'FOCUS_IN' },
  );
  events.push({ type: 'VIDEO_PLAY' }, { type: 'VIDEO_END' });
  events.push(...sharedEvents(config, snapshot));
  if (config.linked) {
    const other = (context.index + 1) % config.count;
    events.push(
      { type: 'LINK_INDEX', index: other },
      context.linkedMotion === null ? { type: 'LINK_MOTION', inMotion: true, index: other } : { type: 'LINK_MOTION', inMotion: false, index: context.linkedMotion },
    );
    if (context.keyboard) events.push({ type: 'LINK_AS_CHILD' });
  }
  const types = exploredEventTypes(config);
  return events.filter((event) => types.has(event.type));
}

/**
 * [GAL-051] Autoplay held by the pointer, by focus and by both, released by each in either
 * order (ticks between show it waiting).
 */
const AUTOPLAY_HOLDS: readonly GalleryModelEvent[] = [
  { type: 'AUTOPLAY_TICK' },
  { type: 'AUTOPLAY_TICK' },
  { type: 'HOVER_START' },
  { type: 'AUTOPLAY_TICK' },
  { type: 'HOVER_END' },
  { type: 'FOCUS_IN' },
  { type: 'HOVER_START' },
  { type: 'FOCUS_OUT' },
  { type: 'FOCUS_IN' },
  { type: 'HOVER_END' },
  { type: 'FOCUS_OUT' },
];

/**
 * [GAL-053] A video pauses autoplay (no step meanwhile); its end resumes it, or leaves it
 * suspended while the pointer holds it.
 */
const VIDEO_WAITS: readonly GalleryModelEvent[] = [
  { type: 'VIDEO_PLAY' },
  { type: 'AUTOPLAY_TICK' },
  { type: 'VIDEO_END' },
  { type: 'HOVER_START' },
  { type: 'VIDEO_PLAY' },
  { type: 'VIDEO_END' },
];

/**
 * Shortest paths reach every state by the cheapest events; these walk the rest on the machine:
 * keys and clicks of every kind, refusals in motion, the ends, every autoplay hold and release.
 */
function machineExtraPaths(config: GalleryModelConfig): GalleryModelEvent[][] {
  const types = exploredEventTypes(config);
  const last = config.count - 1;
  const right = (over: { editableTarget?: boolean; inViewport?: boolean } = {}): GalleryModelEvent => ({
    type: 'KEY',
    key: 'ArrowRight',
    editableTarget: false,
    inViewport: true,
    ...over,
  });
  const sequences: GalleryModelEvent[][] = [
    [right(), { type: 'KEY', key: 'ArrowLeft', editableTarget: false, inViewport: true }, right({ editableTarget: true }), right({ inViewport: false })],
    [{ type: 'SLIDE_CLICK', index: last }, { type: 'SLIDE_CLICK', index: 0, clickThroughUrl: '/elsewhere' }, { type: 'SET_COUNT', count: config.count }, { type: 'SLIDE_CLICK', index: last }],
    [{ type: 'MOTION_START' }, { type: 'NEXT' }, { type: 'PREVIOUS' }, right(), { type: 'GO_TO', index: last }, { type: 'AUTOPLAY_TICK' }, { type: 'MOTION_END' }, { type: 'NEXT' }],
    [...Array.from({ length: config.count }, () => ({ type: 'NEXT' }) as const), { type: 'PREVIOUS' }, { type: 'GO_TO', index: 0 }, { type: 'PREVIOUS' }],
    [
      ...AUTOPLAY_HOLDS,
      ...VIDEO_WAITS,
      { type: 'PAUSE' },
      { type: 'AUTOPLAY_TICK' },
      { type: 'PLAY' },
      { type: 'VIDEO_PLAY' },
      { type: 'PAUSE' },
      { type: 'VIDEO_PLAY' },
      { type: 'PLAY' },
      { type: 'AUTOPLAY_TICK' },
    ],
    [
      { type: 'LINK_MOTION', inMotion: true, index: 1 },
      { type: 'NEXT' },
      { type: 'LINK_MOTION', inMotion: false, index: 1 },
      { type: 'LINK_INDEX', index: last },
      { type: 'LINK_INDEX', index: last },
      { type: 'LINK_AS_CHILD' },
      right(),
      { type: 'NEXT' },
    ],
    [{ type: 'VIEWPORT', width: 400 }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'VIEWPORT', width: 1280 }, { type: 'PREVIOUS' }, { type: 'VIEWPORT', width: 600 }, { type: 'NEXT' }],
    // [TOUCH-002] [GAL-038] Swipes both ways, past both ends.
    [
      { type: 'GESTURE', direction: 'right' },
      ...Array.from({ length: config.count }, () => [{ type: 'GESTURE', direction: 'left' } as const, { type: 'MOTION_END' } as const]).flat(),
      { type: 'GESTURE', direction: 'right' },
    ],
    // The page's index: shown, kept when the same, refused out of range; a visitor's move meanwhile.
    [{ type: 'SET_INDEX', index: last }, { type: 'SET_INDEX', index: last }, { type: 'SET_INDEX', index: OUT_OF_RANGE_INDEX }, { type: 'PREVIOUS' }, { type: 'SET_INDEX', index: 0 }],
    // [GAL-063] Timed: a change moves for the transition's length, a linked change restarts it; reduced motion is instant.
    [{ type: 'NEXT' }, { type: 'LINK_INDEX', index: 0 }, { type: 'MOTION_END' }, { type: 'REDUCED_MOTION', on: true }, { type: 'NEXT' }, { type: 'REDUCED_MOTION', on: false }, { type: 'NEXT' }, { type: 'MOTION_END' }],
  ];
  return sequences.map((events) => events.filter((event) => types.has(event.type))).filter((events) => events.length > 0);
}

/**
 * What a visitor does beyond the shortest paths: both arrow keys and a slide click, the ends,
 * every autoplay hold and release by pointer and focus, the video that pauses autoplay, index
 * changes tried while a transition runs (refused, but for the linked thumbnails, which the
 * slideshow follows), and the resized carousel.
 */
function pageExtraPaths(config: GalleryModelConfig): GalleryModelEvent[][] {
  const types = exploredEventTypes(config);
  const last = config.count - 1;
  const right: GalleryModelEvent = { type: 'KEY', key: 'ArrowRight', editableTarget: false, inViewport: true };
  const left: GalleryModelEvent = { type: 'KEY', key: 'ArrowLeft', editableTarget: false, inViewport: true };
  const sequences: GalleryModelEvent[][] = [
    [right, left, ...(config.slideClick === 'none' ? [] : [{ type: 'SLIDE_CLICK', index: 0 } as const])],
    [...Array.from({ length: config.count }, () => ({ type: 'NEXT' }) as const), { type: 'PREVIOUS' }, { type: 'LINK_INDEX', index: 0 }, { type: 'PREVIOUS' }],
    [
      ...AUTOPLAY_HOLDS,
      { type: 'PAUSE' },
      { type: 'AUTOPLAY_TICK' },
      { type: 'PLAY' },
      { type: 'AUTOPLAY_TICK' },
    ],
  ];
  if (config.videoSlide !== undefined && types.has('VIDEO_PLAY')) {
    // [GAL-053] Autoplay waits for the video, held or not, paused meanwhile, and resumes after.
    sequences.push([
      { type: 'LINK_INDEX', index: config.videoSlide },
      ...VIDEO_WAITS,
      { type: 'HOVER_END' },
      { type: 'VIDEO_PLAY' },
      { type: 'PAUSE' },
      { type: 'VIDEO_END' },
      { type: 'PLAY' },
      { type: 'AUTOPLAY_TICK' },
    ]);
  }
  if (config.clickThrough) sequences.push([{ type: 'SLIDE_CLICK', index: config.clickThrough.slide, clickThroughUrl: config.clickThrough.url }]);
  if (config.motion !== 'events') {
    // [GAL-043] While the transition runs, buttons, keys and a slide click are refused.
    sequences.push([
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      right,
      { type: 'SLIDE_CLICK', index: 1 },
      { type: 'LINK_INDEX', index: last },
      { type: 'MOTION_END' },
      { type: 'PREVIOUS' },
      { type: 'MOTION_END' },
    ]);
  }
  if (config.perRow !== undefined) {
    // [GAL-089] The row follows the window: narrower, wider, moving meanwhile.
    sequences.push([{ type: 'NEXT' }, { type: 'MOTION_END' }, { type: 'VIEWPORT', width: 400 }, { type: 'MOTION_END' }, { type: 'NEXT' }, { type: 'MOTION_END' }, { type: 'VIEWPORT', width: 1280 }, { type: 'MOTION_END' }, { type: 'PREVIOUS' }, { type: 'MOTION_END' }]);
  }
  if (config.gestures) {
    // [TOUCH-002] [GAL-038] Swipes both ways, and past both ends.
    sequences.push([
      { type: 'GESTURE', direction: 'right' },
      { type: 'GESTURE', direction: 'left' },
      { type: 'MOTION_END' },
      { type: 'GESTURE', direction: 'right' },
      { type: 'MOTION_END' },
      { type: 'LINK_INDEX', index: last },
      { type: 'MOTION_END' },
      { type: 'GESTURE', direction: 'left' },
    ]);
  }
  if (config.setIndex) {
    sequences.push([{ type: 'SET_INDEX', index: last }, { type: 'MOTION_END' }, { type: 'SET_INDEX', index: OUT_OF_RANGE_INDEX }, { type: 'SET_INDEX', index: 0 }, { type: 'MOTION_END' }]);
  }
  return sequences.map((events) => events.filter((event) => types.has(event.type))).filter((events) => events.length > 0);
}

export const galleryModel: BehaviourModel<GalleryModelConfig, GalleryModelEvent, GalleryView, GallerySpec> = {
  machineName: 'galleryMachine',
  machine: galleryMachine,
  configs: [
    // A slideshow: autoplay with randomize, a click goes next, a video can play.
    { ...base, autoplay: true, slideClick: 'next' },
    // Linked, looping, strip-like: the clicked slide becomes current.
    { ...base, loop: true, slideClick: 'select', linked: true },
    // Mobile: hovering does not suspend autoplay; sequential autoplay.
    { ...base, autoplay: true, randomize: false, mobile: true },
    // A carousel of 5 asking for rows of 3: 2 below a 480 px window.
    { ...base, count: 5, groupSize: 3, perRow: 3 },
    // A slideshow timed by the machine (0.5 s), linked, swiped, reduced motion on and off.
    { ...base, count: 4, linked: true, gestures: true, motion: 'timed', motionMs: 500 },
    // A controlled gallery: a visitor's move only asks; the page's SET_INDEX moves it.
    { ...base, count: 4, controlled: true, setIndex: true, gestures: true, motion: 'timed', motionMs: 300 },
    // ?nomotion=true and a single slide: autoplay stays off.
    { ...base, autoplay: true, nomotion: true },
    { ...base, count: 1, autoplay: true },
  ],
  describeConfig: (c) =>
    [
      `${c.count} slides`,
      c.loop && 'loop',
      c.autoplay && `autoplay${c.randomize ? ' (random)' : ''}`,
      c.nomotion && 'nomotion',
      c.mobile && 'mobile',
      c.groupSize > 1 && `rows of ${c.groupSize}`,
      c.slideClick !== 'none' && `click ${c.slideClick}`,
      c.linked && 'linked',
      c.motion !== 'events' && `motion ${c.motion}`,
      c.controlled && 'controlled',
      c.gestures && 'swipes',
    ]
      .filter(Boolean)
      .join(', '),
  createSpec: createGallerySpec,
  extraPaths: (config) => (config.surface === 'page' ? pageExtraPaths(config) : machineExtraPaths(config)),
  events: (config, snapshot) => (config.surface === 'page' ? pageEvents(config, snapshot) : machineEvents(config, snapshot)),
  view: (snapshot) => galleryView(snapshot.value as GalleryAutoplayView, snapshot.context),
};
