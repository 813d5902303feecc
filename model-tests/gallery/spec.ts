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
}

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
  | { type: 'SET_GROUP_SIZE'; size: number }
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
}

/** The event types a configuration explores: the spec handles only these, so each is walked. */
export function exploredEventTypes(config: GalleryModelConfig): Set<GalleryModelEvent['type']> {
  const types = new Set<GalleryModelEvent['type']>(['NEXT', 'PREVIOUS', 'GO_TO', 'KEY', 'HOVER_START', 'HOVER_END']);
  const playing = config.autoplay && !config.nomotion && config.count > 1;
  if (playing) for (const type of ['AUTOPLAY_TICK', 'PAUSE', 'PLAY'] as const) types.add(type);
  if (config.surface === 'page') return types;
  for (const type of ['SLIDE_CLICK', 'MOTION_START', 'MOTION_END', 'FOCUS_IN', 'FOCUS_OUT'] as const) types.add(type);
  if (playing) types.add('VIDEO_PLAY').add('VIDEO_END');
  if (config.groupSize > 1) types.add('SET_GROUP_SIZE');
  if (config.linked) for (const type of ['LINK_INDEX', 'LINK_MOTION', 'LINK_AS_CHILD'] as const) types.add(type);
  return types;
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
    if (event.clickThroughUrl) return c.index;
    if (config.slideClick === 'next') return moved(c, nextIndex(c));
    if (config.slideClick === 'select') return moved(c, event.index);
    return c.index;
  };
  const hoverHolds = !config.mobile;
  const startsPlaying = config.autoplay && !config.nomotion && count > 1;
  const types = exploredEventTypes(config);

  return specSetup.createMachine({
    id: 'gallerySpec',
    context: { count, loop, mobile: config.mobile, index: 0, inMotion: false, pointer: false, focus: false, linkedMotion: null, keyboard: true, groupSize: config.groupSize },
    initial: startsPlaying ? 'running' : 'off',
    on: explored(types, {
      NEXT: { actions: assign({ index: ({ context }) => moved(context, nextIndex(context)) }) },
      PREVIOUS: { actions: assign({ index: ({ context }) => moved(context, previousIndex(context)) }) },
      GO_TO: { actions: assign({ index: ({ context, event }) => moved(context, event.index) }) },
      KEY: { actions: assign({ index: ({ context, event }) => onKey(context, event) }) },
      SLIDE_CLICK: { actions: assign({ index: ({ context, event }) => onClick(context, event) }) },
      MOTION_START: { actions: assign({ inMotion: true }) },
      MOTION_END: { actions: assign({ inMotion: false }) },
      HOVER_START: { actions: assign({ pointer: hoverHolds }) },
      HOVER_END: { actions: assign({ pointer: false }) },
      FOCUS_IN: { actions: assign({ focus: true }) },
      FOCUS_OUT: { actions: assign({ focus: false }) },
      SET_GROUP_SIZE: { actions: assign({ groupSize: ({ event }) => event.size }) },
      LINK_INDEX: { actions: assign({ index: ({ event }) => event.index }) },
      LINK_MOTION: { actions: assign({ linkedMotion: ({ event }) => (event.inMotion ? event.index : null) }) },
      LINK_AS_CHILD: { actions: assign({ keyboard: false }) },
    }),
    // Autoplay either never runs (off) or starts running; each configuration has one side.
    states: startsPlaying
      ? {
      running: {
        on: explored(types, {
          AUTOPLAY_TICK: { actions: assign({ index: ({ context }) => (free(context) ? autoplayTarget(context) : context.index) }) },
          HOVER_START: { guard: 'hoverHolds', target: 'suspended', actions: assign({ pointer: true }) },
          FOCUS_IN: { target: 'suspended', actions: assign({ focus: true }) },
          PAUSE: 'stopped',
          VIDEO_PLAY: 'pausedForVideo',
        }),
      },
      suspended: {
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
          VIDEO_PLAY: 'pausedForVideo',
        }),
      },
      ...(types.has('VIDEO_PLAY')
        ? {
            pausedForVideo: {
              on: {
                VIDEO_END: [{ guard: 'held', target: 'suspended' }, { target: 'running' }],
                PAUSE: 'stopped',
              },
            },
          }
        : {}),
      stopped: {
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
  };
}
