import { assign, setup } from 'xstate';

/**
 * The gallery as a visitor meets it, written apart from the real machine on purpose: it states
 * GAL-037..053 and the WAI-ARIA carousel's rotation rules again, so the two can disagree.
 * States are the autoplay region's; time is the explicit AUTOPLAY_TICK.
 */
export interface GalleryModelConfig {
  count: number;
  loop: boolean;
  autoplay: boolean;
  randomize: boolean;
  nomotion: boolean;
  mobile: boolean;
  groupSize: number;
  slideClick: 'next' | 'select' | 'none';
  /** Which events the model explores: every one on the bare machine, a visitor's on a page. */
  surface: 'machine' | 'page';
  /** Explore the linked-gallery events (LINK_*). */
  linked: boolean;
  /**
   * Page: the event types a visitor can cause there (no NEXT where there are no controls;
   * LINK_INDEX is a click on the linked thumbnails). All the machine explores when absent.
   */
  pageEvents?: readonly GalleryModelEvent['type'][];
  /**
   * How the gallery's motion is timed. 'events': the renderer reports MOTION_START and MOTION_END
   * as events of their own. 'timed': the machine times each transition (`motionMs`); a change
   * starts motion unless the visitor prefers reduced motion, and MOTION_END is the time running
   * out. 'reported': a page whose renderer runs a CSS transition of the track and reports it: a
   * change that moves the track starts motion, MOTION_END is the transition ending.
   */
  motion: 'events' | 'timed' | 'reported';
  /** 'timed': how long each transition lasts (ms). */
  motionMs?: number;
  /** The visitor prefers reduced motion from the start (REDUCED_MOTION changes it). */
  reducedMotion?: boolean;
  /** Carousel: the requested row, which the window's width caps (VIEWPORT) [GAL-089]. */
  perRow?: number;
  /** Machine: the page owns the index; a visitor's moves only ask, SET_INDEX moves it. */
  controlled?: boolean;
  /** Explore swipes (GESTURE). */
  gestures?: boolean;
  /** Explore SET_INDEX (a controlled page's own buttons, or the machine). */
  setIndex?: boolean;
  /** Page: the slide holding a video (its player is played and ended there only). */
  videoSlide?: number;
  /** Page: a slide with a click-through address. */
  clickThrough?: { slide: number; url: string };
}

/** The window widths a VIEWPORT event tries: wide, below 724 px, below 480 px. */
export const VIEWPORT_WIDTHS = [1280, 600, 400] as const;
/** The index a SET_INDEX tries that no gallery has (refused, and the kept index reported). */
export const OUT_OF_RANGE_INDEX = 99;

export type GalleryKeyName = 'ArrowLeft' | 'ArrowRight';

export type GalleryModelEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'MOTION_START' }
  | { type: 'MOTION_END' }
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'VIDEO_PLAY' }
  | { type: 'VIDEO_END' }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  /** Let the autoplay timeout run out once. */
  | { type: 'AUTOPLAY_TICK' }
  | { type: 'KEY'; key: GalleryKeyName; editableTarget: boolean; inViewport: boolean }
  | { type: 'SLIDE_CLICK'; index: number; clickThroughUrl?: string }
  /** A quick swipe (left: next, right: previous) [TOUCH-002]. */
  | { type: 'GESTURE'; direction: 'left' | 'right' }
  | { type: 'VIEWPORT'; width: (typeof VIEWPORT_WIDTHS)[number] }
  | { type: 'REDUCED_MOTION'; on: boolean }
  | { type: 'SET_INDEX'; index: number }
  /** The slides as the page has them (the count it started with). */
  | { type: 'SET_COUNT'; count: number }
  | { type: 'LINK_INDEX'; index: number }
  | { type: 'LINK_MOTION'; inMotion: boolean; index: number }
  | { type: 'LINK_AS_CHILD' };

export type GalleryAutoplayView = 'off' | 'running' | 'suspended' | 'pausedForVideo' | 'stopped';

/** What every renderer must show. */
export interface GalleryView {
  index: number;
  inMotion: boolean;
  autoplay: GalleryAutoplayView;
  /** [GAL-041] Previous / next at an end without loop. */
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** [GAL-057] Slides per group: the active slides are the index's group. */
  groupSize: number;
}

interface SpecContext {
  /** Fixed by the configuration; kept here so a view can be read from a snapshot alone. */
  count: number;
  loop: boolean;
  mobile: boolean;
  index: number;
  inMotion: boolean;
  pointer: boolean;
  focus: boolean;
  linkedMotion: number | null;
  keyboard: boolean;
  groupSize: number;
  /** A video slide's player plays (tracked where the model knows the video's slide). */
  video: boolean;
  reduced: boolean;
}

/** The event types a configuration explores: the spec handles only these, so each is walked. */
export function exploredEventTypes(config: GalleryModelConfig): Set<GalleryModelEvent['type']> {
  const types = new Set<GalleryModelEvent['type']>(['NEXT', 'PREVIOUS', 'GO_TO', 'KEY', 'HOVER_START', 'HOVER_END', 'SLIDE_CLICK', 'FOCUS_IN', 'FOCUS_OUT']);
  const playing = config.autoplay && !config.nomotion && config.count > 1;
  if (playing) for (const type of ['AUTOPLAY_TICK', 'PAUSE', 'PLAY'] as const) types.add(type);
  // Reported by the renderer, motion starts as an event; timed or reported on a page, with each change.
  if (config.motion === 'events') types.add('MOTION_START');
  types.add('MOTION_END');
  if (config.gestures) types.add('GESTURE');
  if (config.perRow !== undefined) types.add('VIEWPORT');
  if (config.motion === 'timed') types.add('REDUCED_MOTION');
  if (config.setIndex) types.add('SET_INDEX');
  types.add('SET_COUNT');
  if (playing && (config.surface === 'machine' || config.videoSlide !== undefined)) types.add('VIDEO_PLAY').add('VIDEO_END');
  if (config.linked) for (const type of ['LINK_INDEX', 'LINK_MOTION', 'LINK_AS_CHILD'] as const) types.add(type);
  const onPage = config.pageEvents;
  if (config.surface === 'machine' || !onPage) return types;
  return new Set([...types].filter((type) => onPage.includes(type)));
}

const specSetup = setup({
  types: { context: {} as SpecContext, events: {} as GalleryModelEvent },
  guards: {
    heldAfterHoverEnd: ({ context }) => context.focus,
    heldAfterFocusOut: ({ context }) => context.pointer,
    held: ({ context }) => context.pointer || context.focus,
    hoverHolds: ({ context }) => !context.mobile,
  },
});
type SpecTransitions = NonNullable<Parameters<typeof specSetup.createMachine>[0]['on']>;

/** Keeps the handlers of the explored event types only. */
function explored(types: Set<string>, handlers: SpecTransitions): SpecTransitions {
  return Object.fromEntries(Object.entries(handlers).filter(([type]) => types.has(type))) as SpecTransitions;
}

/** The random source the drivers give the real machine: always the first of the others. */
export const MODEL_RANDOM = () => 0;

export function createGallerySpec(config: GalleryModelConfig) {
  const { count, loop } = config;
  const free = (c: SpecContext) => !c.inMotion && count > 0 && (c.linkedMotion === null || c.linkedMotion === c.index);
  const groups = (c: SpecContext) => Math.ceil(count / c.groupSize);
  const groupIndex = (c: SpecContext) => Math.floor(c.index / c.groupSize);
  const nextIndex = (c: SpecContext): number | null => {
    const g = groupIndex(c) + 1;
    if (g < groups(c)) return g * c.groupSize;
    return loop ? 0 : null;
  };
  const previousIndex = (c: SpecContext): number | null => {
    const g = groupIndex(c) - 1;
    if (g >= 0) return g * c.groupSize;
    return loop ? (groups(c) - 1) * c.groupSize : null;
  };
  const moved = (c: SpecContext, target: number | null) => (target === null || !free(c) ? c.index : target);
  const autoplayTarget = (c: SpecContext) => {
    if (!config.randomize) return (c.index + 1) % count;
    return c.index === 0 ? 1 : 0;
  };
  const onKey = (c: SpecContext, event: Extract<GalleryModelEvent, { type: 'KEY' }>) => {
    if (!c.keyboard || event.editableTarget || !event.inViewport || c.inMotion) return c.index;
    return moved(c, event.key === 'ArrowRight' ? nextIndex(c) : previousIndex(c));
  };
  const onClick = (c: SpecContext, event: Extract<GalleryModelEvent, { type: 'SLIDE_CLICK' }>) => {
    // A video slide's click is its player's [GAL-094]; a click-through address wins [GAL-014].
    if (event.clickThroughUrl || event.index === config.videoSlide) return c.index;
    if (config.slideClick === 'next') return moved(c, nextIndex(c));
    if (config.slideClick === 'select') return moved(c, event.index);
    return c.index;
  };
  const groupOf = (index: number, size: number) => Math.floor(index / size);
  /** [GAL-063] Whether the change from `c` to `index` (rows of `size`) sets the gallery in motion. */
  const startsMotion = (c: SpecContext, index: number, size: number) => {
    if (c.reduced) return false;
    if (config.motion === 'timed') return index !== c.index;
    // The track's transition runs when the row it shows changes.
    if (config.motion === 'reported') return groupOf(index, size) !== groupOf(c.index, c.groupSize);
    return false;
  };
  /** The page shows `index` (SET_INDEX, or a visitor's move when nobody else owns the index). */
  const show = (c: SpecContext, index: number) => (index === c.index ? {} : { index, inMotion: c.inMotion || startsMotion(c, index, c.groupSize) });
  /** A visitor's move, autoplay or a linked gallery: controlled, it only asks the page. */
  const goTo = (c: SpecContext, index: number) => (config.controlled ? {} : show(c, index));
  /** [GAL-089] The row a window of `width` px allows. */
  const rowFor = (width: number) => {
    const requested = config.perRow ?? config.groupSize;
    return Math.min(requested, width < 480 ? 2 : width < 724 ? 3 : requested);
  };
  const tracksVideo = config.videoSlide !== undefined;
  /** On a page a video plays on its own slide, once started. */
  const canPlay = ({ context }: { context: SpecContext }) => !tracksVideo || (context.index === config.videoSlide && !context.video);
  /** [GAL-054] Leaving the video's slide resets it: it stops, as if it ended. */
  const leftVideo = ({ context }: { context: SpecContext }) => context.video && context.index !== config.videoSlide;
  const hoverHolds = !config.mobile;
  const startsPlaying = config.autoplay && !config.nomotion && count > 1;
  const types = exploredEventTypes(config);

  return specSetup.createMachine({
    id: 'gallerySpec',
    context: {
      count,
      loop,
      mobile: config.mobile,
      index: 0,
      inMotion: false,
      pointer: false,
      focus: false,
      linkedMotion: null,
      keyboard: true,
      groupSize: config.groupSize,
      video: false,
      reduced: config.reducedMotion ?? false,
    },
    initial: startsPlaying ? 'running' : 'off',
    on: explored(types, {
      NEXT: { actions: assign(({ context }) => goTo(context, moved(context, nextIndex(context)))) },
      PREVIOUS: { actions: assign(({ context }) => goTo(context, moved(context, previousIndex(context)))) },
      GO_TO: { actions: assign(({ context, event }) => goTo(context, moved(context, event.index))) },
      KEY: { actions: assign(({ context, event }) => goTo(context, onKey(context, event))) },
      SLIDE_CLICK: { actions: assign(({ context, event }) => goTo(context, onClick(context, event))) },
      MOTION_START: { actions: assign({ inMotion: true }) },
      MOTION_END: { actions: assign({ inMotion: false }) },
      HOVER_START: { actions: assign({ pointer: hoverHolds }) },
      HOVER_END: { actions: assign({ pointer: false }) },
      FOCUS_IN: { actions: assign({ focus: true }) },
      FOCUS_OUT: { actions: assign({ focus: false }) },
      // [TOUCH-002] A swipe left steps as next does, right as previous.
      GESTURE: { actions: assign(({ context, event }) => goTo(context, moved(context, event.direction === 'left' ? nextIndex(context) : previousIndex(context)))) },
      VIEWPORT: {
        actions: assign(({ context, event }) => {
          const groupSize = rowFor(event.width);
          const shifts = config.motion === 'reported' && !context.reduced && groupOf(context.index, groupSize) !== groupOf(context.index, context.groupSize);
          return { groupSize, inMotion: context.inMotion || shifts };
        }),
      },
      REDUCED_MOTION: { actions: assign({ reduced: ({ event }) => event.on }) },
      // The page's index, under the same rules; one they refuse is kept (and reported back).
      SET_INDEX: { actions: assign(({ context, event }) => show(context, moved(context, event.index >= 0 && event.index < count ? event.index : null))) },
      SET_COUNT: {},
      // [GAL-045] Followed even mid-motion, so both keep one index.
      LINK_INDEX: { actions: assign(({ context, event }) => goTo(context, event.index)) },
      // Outside the autoplay states that wait for it, a video only plays or stops.
      VIDEO_PLAY: { guard: canPlay, actions: assign({ video: tracksVideo }) },
      VIDEO_END: { actions: assign({ video: false }) },
      LINK_MOTION: { actions: assign({ linkedMotion: ({ event }) => (event.inMotion ? event.index : null) }) },
      LINK_AS_CHILD: { actions: assign({ keyboard: false }) },
    }),
    // Autoplay either never runs (off) or starts running; each configuration has one side.
    states: startsPlaying
      ? {
      running: {
        always: { guard: leftVideo, actions: assign({ video: false }) },
        on: explored(types, {
          AUTOPLAY_TICK: { actions: assign(({ context }) => goTo(context, free(context) ? autoplayTarget(context) : context.index)) },
          HOVER_START: { guard: 'hoverHolds', target: 'suspended', actions: assign({ pointer: true }) },
          FOCUS_IN: { target: 'suspended', actions: assign({ focus: true }) },
          PAUSE: 'stopped',
          VIDEO_PLAY: { guard: canPlay, target: 'pausedForVideo', actions: assign({ video: tracksVideo }) },
        }),
      },
      suspended: {
        always: { guard: leftVideo, actions: assign({ video: false }) },
        on: explored(types, {
          HOVER_END: [
            { guard: 'heldAfterHoverEnd', actions: assign({ pointer: false }) },
            { target: 'running', actions: assign({ pointer: false }) },
          ],
          FOCUS_OUT: [
            { guard: 'heldAfterFocusOut', actions: assign({ focus: false }) },
            { target: 'running', actions: assign({ focus: false }) },
          ],
          PAUSE: 'stopped',
          VIDEO_PLAY: { guard: canPlay, target: 'pausedForVideo', actions: assign({ video: tracksVideo }) },
        }),
      },
      ...(types.has('VIDEO_PLAY')
        ? {
            pausedForVideo: {
              // [GAL-053] [GAL-054] A video reset by leaving its slide ends the wait, as its end does.
              always: [
                { guard: ({ context }) => leftVideo({ context }) && (context.pointer || context.focus), target: 'suspended', actions: assign({ video: false }) },
                { guard: leftVideo, target: 'running', actions: assign({ video: false }) },
              ],
              on: {
                VIDEO_END: [
                  { guard: 'held', target: 'suspended', actions: assign({ video: false }) },
                  { target: 'running', actions: assign({ video: false }) },
                ],
                PAUSE: 'stopped',
              },
            },
          }
        : {}),
      stopped: {
        always: { guard: leftVideo, actions: assign({ video: false }) },
        on: { PLAY: 'running' },
      },
        }
      : { off: {} },
  });
}

export type GallerySpec = ReturnType<typeof createGallerySpec>;

/** [GAL-041] [GAL-012] The ends as the controls show them. */
export function galleryView(value: GalleryAutoplayView, context: SpecContext): GalleryView {
  const group = Math.floor(context.index / context.groupSize);
  const last = Math.ceil(context.count / context.groupSize) - 1;
  return {
    index: context.index,
    inMotion: context.inMotion,
    autoplay: value,
    previousDisabled: !context.loop && group === 0,
    nextDisabled: !context.loop && group === last,
    groupSize: context.groupSize,
  };
}
