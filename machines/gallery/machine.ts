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
} from './constants.ts';
import { autoplayTarget, clampIndex, directionTo, isIndex, step, type Direction } from './logic.ts';

/** What a click on a slide does besides announcing it (`slideActivated`). */
export type SlideClick = 'next' | 'select' | 'none';

export interface GalleryInput {
  numberOfSlides: number;
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
  /** [GAL-057] Slides per group: the carousel moves a whole row at a time. */
  groupSize?: number;
  /** [GAL-094] stacked: a click goes next; [GAL-060] strip: the clicked slide becomes current. */
  slideClick?: SlideClick;
}

export interface GalleryContext {
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
  slideClick: SlideClick;
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
  | { type: 'SLIDE_CLICK'; index: number; clickThroughUrl?: string }
  /** The carousel's row size changed with the window [GAL-089]. */
  | { type: 'SET_GROUP_SIZE'; size: number }
  /** A linked gallery moved to this index [GAL-045]. */
  | { type: 'LINK_INDEX'; index: number }
  /** A linked gallery started or ended motion while showing `index` [GAL-044]. */
  | { type: 'LINK_MOTION'; inMotion: boolean; index: number }
  /** This gallery became the linked child: its keyboard is off [GAL-046]. */
  | { type: 'LINK_AS_CHILD' }
  /** Internal: the autoplay timer ran out. */
  | { type: 'AUTOPLAY_ADVANCE' };

export type GalleryEmitted =
  | { type: 'reachedEnd' }
  | { type: 'reachedBeginning' }
  | { type: 'indexChanged'; index: number; previous: number; direction: Direction }
  | { type: 'motionChanged'; inMotion: boolean; index: number }
  | { type: 'slideActivated'; index: number }
  | { type: 'navigate'; url: string };

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

/** The assignment of a move; a step says its own direction (a wrap forward lands lower). */
function moveTo(context: GalleryContext, index: number, direction: Direction = directionTo(context.index, index)) {
  return { previousIndex: context.index, index, direction };
}
/** The assignment of a step the guard allowed. */
const stepTo = (context: GalleryContext, delta: 1 | -1) => {
  const result = stepBy(context, delta);
  return moveTo(context, 'index' in result ? result.index : context.index, delta > 0 ? 'forward' : 'reverse');
};

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
    canGoTo: ({ context, event }) => isFree(context) && isOtherIndex(context, (event as EventOf<'GO_TO'>).index),
    canAdvanceByItself: ({ context }) => isFree(context) && context.count > 1,
    isLinkedIndex: ({ context, event }) => isOtherIndex(context, (event as EventOf<'LINK_INDEX'>).index),
    /** [GAL-077] [GAL-078] [GAL-079] Arrow keys only where they cannot mean anything else. */
    isUsableKey: ({ context, event }) =>
      context.keyboard && !(event as GalleryKey).editableTarget && (event as GalleryKey).inViewport && !context.inMotion && keyMove(event) !== null,
    hasClickThrough: ({ event }) => !!(event as EventOf<'SLIDE_CLICK'>).clickThroughUrl,
    isKnownSlide: ({ context, event }) => isIndex((event as EventOf<'SLIDE_CLICK'>).index, context.count),
    /** [GAL-009] [GAL-020] Autoplay runs when asked for, motion is allowed and there is somewhere to go. */
    autoplayWanted: ({ context }) => context.autoplayEnabled && context.count > 1,
    /** [GAL-052] Hovering suspends autoplay except on mobile. */
    hoverSuspends: ({ context }) => !context.mobile,
    focusIsOutside: ({ context }) => !context.focusInside,
    pointerIsOutside: ({ context }) => !context.pointerInside,
    isHeld: ({ context }) => context.pointerInside || context.focusInside,
    isValidGroupSize: ({ event }) => Number.isInteger((event as EventOf<'SET_GROUP_SIZE'>).size) && (event as EventOf<'SET_GROUP_SIZE'>).size >= 1,
  },
  actions: {
    stepForward: assign(({ context }) => stepTo(context, 1)),
    stepBackward: assign(({ context }) => stepTo(context, -1)),
    jumpToEventIndex: assign(({ context, event }) => moveTo(context, (event as EventOf<'GO_TO' | 'LINK_INDEX'>).index)),
    advanceByItself: assign(({ context }) =>
      moveTo(context, autoplayTarget(context.index, context.count, context.randomize, context.random)),
    ),
    emitIndexChanged: emit(({ context }) => ({
      type: 'indexChanged' as const,
      index: context.index,
      previous: context.previousIndex,
      direction: context.direction,
    })),
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
    emitNavigate: emit(({ event }) => ({ type: 'navigate' as const, url: (event as EventOf<'SLIDE_CLICK'>).clickThroughUrl ?? '' })),
    emitSlideActivated: emit(({ event }) => ({ type: 'slideActivated' as const, index: (event as EventOf<'SLIDE_CLICK'>).index })),
    /** [GAL-094] [GAL-060] What the click does to the index, by layout. */
    followSlideClick: enqueueActions(({ context, event, enqueue }) => {
      if (context.slideClick === 'next') enqueue.raise({ type: 'NEXT' });
      else if (context.slideClick === 'select') enqueue.raise({ type: 'GO_TO', index: (event as EventOf<'SLIDE_CLICK'>).index });
    }),
    setGroupSize: assign({ groupSize: ({ event }) => (event as EventOf<'SET_GROUP_SIZE'>).size }),
    setLinkedMotion: assign({
      linkedMotionIndex: ({ event }) => ((event as EventOf<'LINK_MOTION'>).inMotion ? (event as EventOf<'LINK_MOTION'>).index : null),
    }),
    turnKeyboardOff: assign({ keyboard: false }),
    raiseAutoplayAdvance: raise({ type: 'AUTOPLAY_ADVANCE' }),
  },
  delays: {
    autoplayTimeout: ({ context }) => context.autoplayTimeout,
    autoplayInterval: ({ context }) => context.autoplayInterval,
  },
}).createMachine({
  id: 'gallery',
  type: 'parallel',
  context: ({ input }) => {
    const count = Math.max(0, Math.trunc(input.numberOfSlides));
    const index = clampIndex(input.currentIndex ?? DEFAULT_CURRENT_INDEX, count);
    const autoplayTimeout = input.autoplayTimeout ?? DEFAULT_AUTOPLAY_TIMEOUT_MS;
    return {
      count,
      index,
      previousIndex: index,
      direction: 'forward',
      inMotion: DEFAULT_IN_MOTION,
      loop: input.loop ?? DEFAULT_LOOP,
      autoplayEnabled: (input.autoplay ?? DEFAULT_AUTOPLAY) && !(input.nomotion ?? false),
      autoplayTimeout,
      autoplayInterval: input.autoplayInterval ?? autoplayTimeout,
      randomize: input.randomize ?? DEFAULT_RANDOMIZE,
      mobile: input.mobile ?? false,
      random: input.random,
      keyboard: input.keyboard ?? DEFAULT_KEYBOARD,
      groupSize: Math.max(1, Math.trunc(input.groupSize ?? 1)),
      slideClick: input.slideClick ?? 'none',
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
          { guard: 'canGoForward', actions: ['stepForward', 'emitIndexChanged'] },
          { guard: 'blockedAtEnd', actions: 'emitReachedEnd' },
        ],
        // [GAL-040]
        PREVIOUS: [
          { guard: 'canGoBackward', actions: ['stepBackward', 'emitIndexChanged'] },
          { guard: 'blockedAtBeginning', actions: 'emitReachedBeginning' },
        ],
        GO_TO: { guard: 'canGoTo', actions: ['jumpToEventIndex', 'emitIndexChanged'] },
        AUTOPLAY_ADVANCE: { guard: 'canAdvanceByItself', actions: ['advanceByItself', 'emitIndexChanged'] },
        // [GAL-045] A linked gallery moved: follow it, even mid-motion, so both keep one index.
        LINK_INDEX: { guard: 'isLinkedIndex', actions: ['jumpToEventIndex', 'emitIndexChanged'] },
        LINK_MOTION: { actions: 'setLinkedMotion' },
        LINK_AS_CHILD: { actions: 'turnKeyboardOff' },
        // [GAL-063] The renderer reports the transition it runs.
        MOTION_START: { actions: ['startMotion', 'emitMotionChanged'] },
        MOTION_END: { actions: ['endMotion', 'emitMotionChanged'] },
        KEY: { guard: 'isUsableKey', actions: 'raiseKeyMove' },
        // [GAL-014] A click-through address wins; otherwise the slide is announced (a lightbox
        // opens on it) and the layout's click rule applies.
        SLIDE_CLICK: [
          { guard: 'hasClickThrough', actions: 'emitNavigate' },
          { guard: 'isKnownSlide', actions: ['emitSlideActivated', 'followSlideClick'] },
        ],
        SET_GROUP_SIZE: { guard: 'isValidGroupSize', actions: 'setGroupSize' },
        HOVER_START: { guard: 'hoverSuspends', actions: 'markPointerInside' },
        HOVER_END: { actions: 'markPointerOutside' },
        FOCUS_IN: { actions: 'markFocusInside' },
        FOCUS_OUT: { actions: 'markFocusOutside' },
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
