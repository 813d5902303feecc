import { assign, emit, enqueueActions, raise, setup } from 'xstate';
import {
  DEFAULT_AUTOPLAY,
  DEFAULT_AUTOPLAY_TIMEOUT_MS,
  DEFAULT_CURRENT_INDEX,
  DEFAULT_IN_MOTION,
  DEFAULT_KEYBOARD,
  DEFAULT_LOOP,
  DEFAULT_RANDOMIZE,
  KEYS,
  SLIDES_PER_ROW,
} from './constants.ts';
import { motionDuration, nearAfter, remainingAfter, swipeOutcome, type Gesture } from './motion.ts';
import { DEFAULT_SWIPE_BOUNDARY } from './constants.ts';
import { layoutBehaviour, slidesPerRow, stackedTransition, type GalleryLayout, type SlideClick, type SwipeBoundary, type Transition } from './layouts.ts';
import { autoplayTarget, clampIndex, directionTo, isIndex, step, type Direction } from './logic.ts';

export type { SlideClick } from './layouts.ts';

/** What the gallery machine starts from: `createActor(galleryMachine, { input })`. */
export interface GalleryInput {
  numberOfSlides: number;
  /**
   * The layout the gallery renders with [GAL-010]: it sets the click rule, the transition's
   * length and the preloaded neighbours (`layoutBehaviour`); the options below override them.
   */
  layout?: GalleryLayout;
  /** A slide click opens a lightbox: a stacked gallery's click no longer goes next [GAL-094]. */
  lightbox?: boolean;
  /** [GAL-025] */
  currentIndex?: number;
  /** [GAL-034] */
  loop?: boolean;
  /** [GAL-020] */
  autoplay?: boolean;
  /** [GAL-022] ms before the first autoplay step, and again after each resume. */
  autoplayTimeout?: number;
  /** [GAL-024] autoplayOptions.interval: ms between one autoplay step and the next; the timeout when absent. */
  autoplayInterval?: number;
  /** [GAL-021] Autoplay jumps to a random other slide (needs `random`; without it, the next). */
  randomize?: boolean;
  /** [GAL-009] ?nomotion=true: autoplay off. */
  nomotion?: boolean;
  /** [GAL-052] On mobile hovering does not suspend autoplay. */
  mobile?: boolean;
  /** Randomness in [0, 1), provided by the adapter (Math.random) or a test. */
  random?: () => number;
  /** [GAL-030] Arrow keys move the gallery. Off on a linked child [GAL-046]. */
  keyboard?: boolean;
  /** [GAL-057] Slides per group: the carousel moves a whole row at a time (`perRow` sets it by the window's width). */
  groupSize?: number;
  /**
   * [GAL-089] The carousel's requested slides per row: the group size follows the window's
   * width (at most 3 below 724 px, 2 below 480 px) as VIEWPORT events tell it.
   */
  perRow?: number;
  /** The window's width when known (a server does not know it). */
  viewportWidth?: number;
  /** [GAL-094] stacked: a click goes to the next slide; [GAL-060] strip: the clicked slide becomes current. */
  slideClick?: SlideClick;
  /**
   * [GAL-063] [GAL-086] [GAL-087] How long the transition after each index change runs: the
   * machine is in motion that long. 0 (the default): the renderer animates itself and reports
   * MOTION_START and MOTION_END.
   */
  motionMs?: number;
  /** [GAL-062] [GAL-075] The slideshow's transition (an unknown name throws): swipes time themselves by the distance left [GAL-097]. */
  transition?: string;
  /** [GAL-071] new-swipe: how far the track gives way past the first and last slide while dragged. */
  boundary?: SwipeBoundary;
  /**
   * The renderer runs the transition itself (a CSS transition it watches) and reports it with
   * MOTION_START and MOTION_END; the machine times nothing. Its length is still `motionMs`.
   */
  reportsMotion?: boolean;
  /** The visitor prefers reduced motion: index changes are instant. */
  reducedMotion?: boolean;
  /** [MEDIA-017] Slides on each side of the current one whose pictures load (they stay loaded). */
  preloadCount?: number;
  /** [GAL-072] new-swipe: the fraction of the width past which a slow release advances; null: half. */
  snapPoint?: number | null;
  /**
   * The page owns the index (a controlled component): every index change the visitor or
   * autoplay makes is only asked for (`indexChange`); SET_INDEX moves it.
   */
  controlled?: boolean;
}

/** What the gallery machine remembers (`snapshot.context`). */
export interface GalleryContext {
  layout: GalleryLayout | null;
  lightbox: boolean;
  boundary: SwipeBoundary;
  count: number;
  index: number;
  /** The slide shown before the last change; equal to `index` until the first one. */
  previousIndex: number;
  direction: Direction;
  inMotion: boolean;
  loop: boolean;
  autoplayEnabled: boolean;
  autoplayTimeout: number;
  autoplayInterval: number;
  randomize: boolean;
  mobile: boolean;
  random: (() => number) | undefined;
  keyboard: boolean;
  groupSize: number;
  perRow: number | null;
  viewportWidth: number | null;
  slideClick: SlideClick;
  motionMs: number;
  reportsMotion: boolean;
  transition: Transition | null;
  reducedMotion: boolean;
  preloadCount: number;
  snapPoint: number | null;
  controlled: boolean;
  /** [MEDIA-017] Slides that have been within the preload distance of the current one: they keep their pictures. */
  near: readonly boolean[];
  /** The part of a swipe's distance left when it was released (0..1), for its timing [GAL-097]. */
  remaining: number;
  /** The mouse is over the container or its controls [GAL-051]. */
  pointerInside: boolean;
  /** Keyboard focus is inside the gallery (WAI-ARIA carousel: rotation stops). */
  focusInside: boolean;
  /** Index shown by a linked gallery that is in motion, or null [GAL-044]. */
  linkedMotionIndex: number | null;
}

/** A key press as the gallery needs it: where it was typed and whether the gallery is seen. */
export interface GalleryKey {
  type: 'KEY';
  /** `KeyboardEvent.key` */
  key: string;
  /** [GAL-077] The target is an input, a textarea or an editable element. */
  editableTarget: boolean;
  /** [GAL-079] Any part of the gallery is inside the viewport. */
  inViewport: boolean;
}

/** The events the gallery machine accepts. */
export type GalleryEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'MOTION_START' }
  | { type: 'MOTION_END' }
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  | { type: 'VIDEO_PLAY' }
  | { type: 'VIDEO_END' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  /** The visible rotation control (WCAG 2.2.2). */
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | GalleryKey
  /** `viaLink`: the click was on a real link to the address, which goes itself. */
  | { type: 'SLIDE_CLICK'; index: number; clickThroughUrl?: string; viaLink?: boolean }
  /** [TOUCH-002] [GAL-064] A touch or mouse drag over the stage ended: the machine decides what it was. */
  | ({ type: 'GESTURE' } & Gesture)
  /** [GAL-089] The window's width, once known and after each resize. */
  | { type: 'VIEWPORT'; width: number }
  | { type: 'REDUCED_MOTION'; on: boolean }
  /** [GAL-052] The device turned out to be (or not be) mobile (a page rendered on a server guessed). */
  | { type: 'SET_MOBILE'; mobile: boolean }
  /** The page shows this slide (a controlled index that changed, or an imperative set). */
  | { type: 'SET_INDEX'; index: number }
  /** The slides changed after the start. */
  | { type: 'SET_COUNT'; count: number }
  /** A linked gallery moved to this index [GAL-045]. */
  | { type: 'LINK_INDEX'; index: number }
  /** A linked gallery started or ended motion while showing `index` [GAL-044]. */
  | { type: 'LINK_MOTION'; inMotion: boolean; index: number }
  /** This gallery became the linked child: its keyboard is off [GAL-046]. */
  | { type: 'LINK_AS_CHILD' }
  /** Internal: the autoplay timer ran out. */
  | { type: 'AUTOPLAY_ADVANCE' }
  /** Internal: the index changed; a timed transition starts. */
  | { type: 'INDEX_MOVED' };

export type GalleryEmitted =
  | { type: 'reachedEnd' }
  | { type: 'reachedBeginning' }
  | { type: 'indexChanged'; index: number; previous: number; direction: Direction }
  | { type: 'motionChanged'; inMotion: boolean; index: number }
  | { type: 'slideActivated'; index: number }
  /** [GAL-014] Follow `url`, unless `viaLink`: a link the visitor clicked is already going there. */
  | { type: 'navigate'; url: string; viaLink: boolean }
  /**
   * The index a visitor's step, a click, a swipe or autoplay leads to (uncontrolled: shown now;
   * controlled: asked for), or the index kept when the rules refused one the page set.
   */
  | { type: 'indexChange'; index: number };

type Move = 'NEXT' | 'PREVIOUS';
/** The event a guard or action is only ever named for (the chart sends it no other). */
type EventOf<T extends GalleryEvent['type']> = Extract<GalleryEvent, { type: T }>;

/** [GAL-037] [GAL-042] [GAL-057] One step forward (1) or back (-1), by group, with loop or not. */
const stepBy = (context: GalleryContext, delta: 1 | -1) => step(context.index, context.count, delta, context.loop, context.groupSize);
/** [GAL-043] [GAL-044] Index changes wait for this gallery's and a linked gallery's motion. */
const isFree = (context: GalleryContext) =>
  !context.inMotion && context.count > 0 && (context.linkedMotionIndex === null || context.linkedMotionIndex === context.index);
const keyMove = (event: GalleryEvent): Move | null =>
  event.type !== 'KEY' ? null : event.key === KEYS.next ? 'NEXT' : event.key === KEYS.previous ? 'PREVIOUS' : null;

/** A step that lands on another slide (a loop of one slide lands where it was). */
const canStep = (context: GalleryContext, delta: 1 | -1) => {
  const result = stepBy(context, delta);
  return isFree(context) && 'index' in result && result.index !== context.index;
};
/** Without loop, a step that bumps into an end. */
const isBlocked = (context: GalleryContext, delta: 1 | -1) => isFree(context) && 'reached' in stepBy(context, delta);
/** A valid index other than the current one. */
const isOtherIndex = (context: GalleryContext, index: number) => isIndex(index, context.count) && index !== context.index;

/** Where an event that moves the gallery goes, and in which direction (a step says its own: a wrap forward lands lower). */
function targetOf(context: GalleryContext, event: GalleryEvent): { index: number; direction: Direction } {
  switch (event.type) {
    case 'NEXT':
    case 'PREVIOUS': {
      const result = stepBy(context, event.type === 'NEXT' ? 1 : -1);
      return { index: 'index' in result ? result.index : context.index, direction: event.type === 'NEXT' ? 'forward' : 'reverse' };
    }
    case 'AUTOPLAY_ADVANCE': {
      const index = autoplayTarget(context.index, context.count, context.randomize, context.random);
      return { index, direction: directionTo(context.index, index) };
    }
    case 'GESTURE': {
      const result = stepBy(context, swipeOutcome(event, context.transition, context.snapPoint) === 'previous' ? -1 : 1);
      return { index: 'index' in result ? result.index : context.index, direction: swipeOutcome(event, context.transition, context.snapPoint) === 'previous' ? 'reverse' : 'forward' };
    }
    case 'GO_TO':
    case 'LINK_INDEX':
    case 'SET_INDEX':
      return { index: event.index, direction: directionTo(context.index, event.index) };
    default:
      return { index: context.index, direction: context.direction };
  }
}

/** The gallery: the current slide, direction, motion, autoplay, loop and the end/beginning notices. */
export const galleryMachine = setup({
  types: {
    input: {} as GalleryInput,
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    emitted: {} as GalleryEmitted,
  },
  guards: {
    canGoForward: ({ context }) => canStep(context, 1),
    blockedAtEnd: ({ context }) => isBlocked(context, 1),
    canGoBackward: ({ context }) => canStep(context, -1),
    blockedAtBeginning: ({ context }) => isBlocked(context, -1),
    canGoTo: ({ context, event }) => isFree(context) && isOtherIndex(context, (event as EventOf<'GO_TO' | 'SET_INDEX'>).index),
    isCurrentIndex: ({ context, event }) => (event as EventOf<'SET_INDEX'>).index === context.index,
    canAdvanceByItself: ({ context }) => isFree(context) && context.count > 1,
    isLinkedIndex: ({ context, event }) => isOtherIndex(context, (event as EventOf<'LINK_INDEX'>).index),
    /** [GAL-077] [GAL-078] [GAL-079] Arrow keys only where they cannot mean anything else. */
    isUsableKey: ({ context, event }) =>
      context.keyboard && !(event as GalleryKey).editableTarget && (event as GalleryKey).inViewport && !context.inMotion && keyMove(event) !== null,
    hasClickThrough: ({ event }) => !!(event as EventOf<'SLIDE_CLICK'>).clickThroughUrl,
    isKnownSlide: ({ context, event }) => isIndex((event as EventOf<'SLIDE_CLICK'>).index, context.count),
    /** [TOUCH-002] [GAL-064] A gesture that moves the gallery. */
    swipesForward: ({ context, event }) => swipeOutcome(event as EventOf<'GESTURE'>, context.transition, context.snapPoint) === 'next' && canStep(context, 1),
    swipesBackward: ({ context, event }) => swipeOutcome(event as EventOf<'GESTURE'>, context.transition, context.snapPoint) === 'previous' && canStep(context, -1),
    swipesPastEnd: ({ context, event }) => swipeOutcome(event as EventOf<'GESTURE'>, context.transition, context.snapPoint) === 'next' && isBlocked(context, 1),
    swipesPastBeginning: ({ context, event }) =>
      swipeOutcome(event as EventOf<'GESTURE'>, context.transition, context.snapPoint) === 'previous' && isBlocked(context, -1),
    /** [GAL-009] [GAL-020] Autoplay runs when asked for, motion is allowed and there is somewhere to go. */
    autoplayWanted: ({ context }) => context.autoplayEnabled && context.count > 1,
    /** [GAL-052] Hovering suspends autoplay except on mobile. */
    hoverSuspends: ({ context }) => !context.mobile,
    focusIsOutside: ({ context }) => !context.focusInside,
    pointerIsOutside: ({ context }) => !context.pointerInside,
    isHeld: ({ context }) => context.pointerInside || context.focusInside,
    /** [GAL-063] The machine times the transition (a renderer that animates itself reports it). */
    timedMotion: ({ context }) => !context.reportsMotion && motionDuration(context) > 0,
  },
  actions: {
    /**
     * The gallery moves: the page is told (`indexChange`); uncontrolled, the index changes, the
     * slides near it keep their pictures [MEDIA-017] and a timed transition starts. Controlled,
     * only the page is told: it moves the gallery with SET_INDEX.
     */
    move: enqueueActions(({ context, event, enqueue }) => {
      const { index, direction } = targetOf(context, event);
      enqueue.emit({ type: 'indexChange', index });
      if (context.controlled) return;
      // [GAL-097] A swipe's transition is timed by the distance its gesture left to travel.
      const remaining = remainingAfter(event.type === 'GESTURE' ? event : null, context.transition);
      enqueue.assign({ previousIndex: context.index, index, direction, remaining, near: nearAfter(context, index) });
      enqueue.emit({ type: 'indexChanged', index, previous: context.index, direction });
      enqueue.raise({ type: 'INDEX_MOVED' });
    }),
    // The page set an index: it is shown without being told back.
    show: enqueueActions(({ context, event, enqueue }) => {
      const { index, direction } = targetOf(context, event);
      enqueue.assign({ previousIndex: context.index, index, direction, remaining: 1, near: nearAfter(context, index) });
      enqueue.emit({ type: 'indexChanged', index, previous: context.index, direction });
      enqueue.raise({ type: 'INDEX_MOVED' });
    }),
    // An index the rules refuse (in motion, out of range) is reported, not forced.
    reportKeptIndex: emit(({ context }) => ({ type: 'indexChange' as const, index: context.index })),
    emitReachedEnd: emit({ type: 'reachedEnd' as const }),
    emitReachedBeginning: emit({ type: 'reachedBeginning' as const }),
    startMotion: assign({ inMotion: true }),
    endMotion: assign({ inMotion: false }),
    emitMotionChanged: emit(({ context }) => ({ type: 'motionChanged' as const, inMotion: context.inMotion, index: context.index })),
    markPointerInside: assign({ pointerInside: true }),
    markPointerOutside: assign({ pointerInside: false }),
    markFocusInside: assign({ focusInside: true }),
    markFocusOutside: assign({ focusInside: false }),
    raiseKeyMove: raise(({ event }) => ({ type: keyMove(event) ?? 'NEXT' })),
    emitNavigate: emit(({ event }) => ({
      type: 'navigate' as const,
      url: (event as EventOf<'SLIDE_CLICK'>).clickThroughUrl ?? '',
      viaLink: (event as EventOf<'SLIDE_CLICK'>).viaLink === true,
    })),
    emitSlideActivated: emit(({ event }) => ({ type: 'slideActivated' as const, index: (event as EventOf<'SLIDE_CLICK'>).index })),
    /** [GAL-094] [GAL-060] What the click does to the index, by layout. */
    followSlideClick: enqueueActions(({ context, event, enqueue }) => {
      if (context.slideClick === 'next') enqueue.raise({ type: 'NEXT' });
      else if (context.slideClick === 'select') enqueue.raise({ type: 'GO_TO', index: (event as EventOf<'SLIDE_CLICK'>).index });
    }),
    // [GAL-089] The row size the window's width allows.
    setViewport: assign(({ context, event }) => {
      const width = (event as EventOf<'VIEWPORT'>).width;
      return { viewportWidth: width, groupSize: context.perRow === null ? context.groupSize : slidesPerRow(width, context.perRow) };
    }),
    setReducedMotion: assign({ reducedMotion: ({ event }) => (event as EventOf<'REDUCED_MOTION'>).on }),
    setLinkedMotion: assign({
      linkedMotionIndex: ({ event }) => ((event as EventOf<'LINK_MOTION'>).inMotion ? (event as EventOf<'LINK_MOTION'>).index : null),
    }),
    turnKeyboardOff: assign({ keyboard: false }),
    setMobile: assign({ mobile: ({ event }) => (event as EventOf<'SET_MOBILE'>).mobile }),
    setCount: assign(({ context, event }) => {
      const count = Math.max(0, Math.trunc((event as EventOf<'SET_COUNT'>).count));
      const index = clampIndex(context.index, count);
      return { count, index, near: nearAfter({ ...context, count, near: context.near.slice(0, count) }, index) };
    }),
    raiseAutoplayAdvance: raise({ type: 'AUTOPLAY_ADVANCE' }),
  },
  delays: {
    autoplayTimeout: ({ context }) => context.autoplayTimeout,
    autoplayInterval: ({ context }) => context.autoplayInterval,
    motion: ({ context }) => motionDuration(context),
  },
}).createMachine({
  id: 'gallery',
  type: 'parallel',
  context: ({ input }) => {
    const count = Math.max(0, Math.trunc(input.numberOfSlides));
    const index = clampIndex(input.currentIndex ?? DEFAULT_CURRENT_INDEX, count);
    const autoplayTimeout = input.autoplayTimeout ?? DEFAULT_AUTOPLAY_TIMEOUT_MS;
    // [GAL-089] A carousel asks for rows of 3 unless told otherwise.
    const perRow = input.perRow ?? (input.layout === 'carousel' ? SLIDES_PER_ROW : null);
    const viewportWidth = input.viewportWidth ?? null;
    const loop = input.loop ?? DEFAULT_LOOP;
    const behaviour = layoutBehaviour(input.layout, input.lightbox ?? false);
    const preloadCount = Math.max(0, Math.trunc(input.preloadCount ?? behaviour.preloadCount));
    return {
      layout: input.layout ?? null,
      lightbox: input.lightbox ?? false,
      boundary: input.boundary ?? DEFAULT_SWIPE_BOUNDARY,
      count,
      index,
      previousIndex: index,
      direction: 'forward',
      inMotion: DEFAULT_IN_MOTION,
      loop,
      autoplayEnabled: (input.autoplay ?? DEFAULT_AUTOPLAY) && !(input.nomotion ?? false),
      autoplayTimeout,
      autoplayInterval: input.autoplayInterval ?? autoplayTimeout,
      randomize: input.randomize ?? DEFAULT_RANDOMIZE,
      mobile: input.mobile ?? false,
      random: input.random,
      keyboard: input.keyboard ?? DEFAULT_KEYBOARD,
      // [GAL-089] A row as the window allows it; the requested row until the width is known.
      groupSize: perRow !== null ? slidesPerRow(viewportWidth ?? Number.POSITIVE_INFINITY, perRow) : Math.max(1, Math.trunc(input.groupSize ?? 1)),
      perRow,
      viewportWidth,
      slideClick: input.slideClick ?? behaviour.slideClick,
      motionMs: Math.max(0, input.motionMs ?? behaviour.motionMs),
      reportsMotion: input.reportsMotion ?? false,
      // [GAL-075] An unknown transition name throws.
      transition: input.transition === undefined ? null : stackedTransition(input.transition),
      reducedMotion: input.reducedMotion ?? false,
      preloadCount,
      snapPoint: input.snapPoint ?? null,
      controlled: input.controlled ?? false,
      near: nearAfter({ count, loop, preloadCount, near: [] }, index),
      remaining: 1,
      pointerInside: false,
      focusInside: false,
      linkedMotionIndex: null,
    };
  },
  states: {
    /** Which slide shows, and what the visitor's pointer, focus and keys are doing. */
    navigation: {
      on: {
        // [GAL-037] [GAL-039] Next, or reachedEnd when there is no next without loop.
        NEXT: [
          { guard: 'canGoForward', actions: 'move' },
          { guard: 'blockedAtEnd', actions: 'emitReachedEnd' },
        ],
        // [GAL-040]
        PREVIOUS: [
          { guard: 'canGoBackward', actions: 'move' },
          { guard: 'blockedAtBeginning', actions: 'emitReachedBeginning' },
        ],
        GO_TO: { guard: 'canGoTo', actions: 'move' },
        AUTOPLAY_ADVANCE: { guard: 'canAdvanceByItself', actions: 'move' },
        // The page's index, under the same rules: one they refuse is reported back, not forced.
        SET_INDEX: [{ guard: 'canGoTo', actions: 'show' }, { guard: 'isCurrentIndex' }, { actions: 'reportKeptIndex' }],
        // [GAL-045] A linked gallery moved: follow it, even mid-motion, so both keep one index.
        LINK_INDEX: { guard: 'isLinkedIndex', actions: 'move' },
        LINK_MOTION: { actions: 'setLinkedMotion' },
        LINK_AS_CHILD: { actions: 'turnKeyboardOff' },
        SET_MOBILE: { actions: 'setMobile' },
        SET_COUNT: { actions: 'setCount' },
        KEY: { guard: 'isUsableKey', actions: 'raiseKeyMove' },
        // [TOUCH-002] [GAL-064] A swipe or a released new-swipe drag steps as the buttons do.
        GESTURE: [
          { guard: 'swipesForward', actions: 'move' },
          { guard: 'swipesBackward', actions: 'move' },
          { guard: 'swipesPastEnd', actions: 'emitReachedEnd' },
          { guard: 'swipesPastBeginning', actions: 'emitReachedBeginning' },
        ],
        // [GAL-014] A click-through address wins; otherwise the slide is announced (a lightbox
        // opens on it) and the layout's click rule applies.
        SLIDE_CLICK: [
          { guard: 'hasClickThrough', actions: 'emitNavigate' },
          { guard: 'isKnownSlide', actions: ['emitSlideActivated', 'followSlideClick'] },
        ],
        VIEWPORT: { actions: 'setViewport' },
        REDUCED_MOTION: { actions: 'setReducedMotion' },
        HOVER_START: { guard: 'hoverSuspends', actions: 'markPointerInside' },
        HOVER_END: { actions: 'markPointerOutside' },
        FOCUS_IN: { actions: 'markFocusInside' },
        FOCUS_OUT: { actions: 'markFocusOutside' },
      },
    },
    /**
     * [GAL-063] A motion flag while a transition runs: timed by the machine (an index change
     * starts it, `motionMs` later it ends), or reported by a renderer that animates itself.
     */
    motion: {
      initial: 'still',
      states: {
        still: {
          on: {
            MOTION_START: 'moving',
            INDEX_MOVED: { guard: 'timedMotion', target: 'moving' },
          },
        },
        moving: {
          entry: ['startMotion', 'emitMotionChanged'],
          exit: ['endMotion', 'emitMotionChanged'],
          after: { motion: { guard: 'timedMotion', target: 'still' } },
          on: {
            MOTION_END: 'still',
            // A linked gallery's index, followed mid-motion: its transition starts again.
            INDEX_MOVED: { guard: 'timedMotion', target: 'moving', reenter: true },
          },
        },
      },
    },
    /** [GAL-049] Autoplay, its own region: it only ever asks navigation to advance. */
    autoplay: {
      initial: 'off',
      states: {
        off: {
          always: { guard: 'autoplayWanted', target: 'playing' },
        },
        playing: {
          initial: 'running',
          on: {
            PAUSE: 'stopped',
            // [GAL-053] A video plays: autoplay waits for it.
            VIDEO_PLAY: 'pausedForVideo',
          },
          states: {
            running: {
              initial: 'waiting',
              states: {
                // [GAL-022] The first step waits the timeout (again after a resume) ...
                waiting: { after: { autoplayTimeout: { target: 'cycling', actions: 'raiseAutoplayAdvance' } } },
                // [GAL-024] ... and each step after it the interval.
                cycling: { after: { autoplayInterval: { target: 'cycling', reenter: true, actions: 'raiseAutoplayAdvance' } } },
              },
              on: {
                // [GAL-051] [GAL-052]
                HOVER_START: { guard: 'hoverSuspends', target: 'suspended' },
                FOCUS_IN: 'suspended',
              },
            },
            suspended: {
              on: {
                // Suspended while either the pointer or focus is in; the other flag decides.
                HOVER_END: { guard: 'focusIsOutside', target: 'running' },
                FOCUS_OUT: { guard: 'pointerIsOutside', target: 'running' },
              },
            },
          },
        },
        // [GAL-053] ... and is restored afterwards (still suspended if the pointer or focus is in).
        pausedForVideo: {
          on: {
            VIDEO_END: [{ guard: 'isHeld', target: 'playing.suspended' }, { target: 'playing' }],
            PAUSE: 'stopped',
          },
        },
        // The visitor paused with the rotation control (WCAG 2.2.2): only PLAY resumes.
        stopped: {
          on: { PLAY: 'playing' },
        },
      },
    },
  },
});
