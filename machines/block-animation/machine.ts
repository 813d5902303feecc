import { assign, setup } from 'xstate';
import { IMAGE_WAIT_MAX_MS } from './constants.ts';
import { durationMs, type BlockAnimationKind } from './logic.ts';

/** What the block entrance animation machine starts from: `createActor(blockAnimationMachine, { input })`. */
export interface BlockAnimationInput {
  /** The entrance: a fade, a scale from 94 % with a fade, or none. */
  animation?: BlockAnimationKind;
  /** [CONST-001] Seconds; 0.3 by default. */
  duration?: number;
  /** [BLK-008] The page is open in the editor. */
  editMode?: boolean;
  /** The visitor prefers reduced motion (the adapter corrects it after hydration). */
  reducedMotion?: boolean;
}

/** What the block entrance animation machine remembers (`snapshot.context`). */
export interface BlockAnimationContext {
  animation: BlockAnimationKind;
  durationMs: number;
  editMode: boolean;
  reducedMotion: boolean;
  inView: boolean;
  /** [BLK-006] No image in the block is still loading. */
  imagesLoaded: boolean;
}

/** The events the block entrance animation machine accepts. */
export type BlockAnimationEvent =
  /** The intersection observer's report (its first one arms the block). */
  | { type: 'INTERSECTION'; intersecting: boolean }
  | { type: 'IMAGES_LOADING' }
  | { type: 'IMAGES_LOADED' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  /** Keyboard focus entered the block: it is shown at once. */
  | { type: 'FOCUS' };

/**
 * [BLK-006] .. [BLK-008] A block's entrance: visible as the server rendered it until the
 * observer's first report; out of view it waits hidden, and it animates once it intersects the
 * viewport and no image in it is still loading (an image that never settles is waited for at
 * most 3 s). Skipped, and never hidden, in edit mode, under reduced motion or with no animation.
 * The page never hides what it cannot reveal: nothing is hidden before the observer speaks, and
 * focus or reduced motion show a hidden block at once.
 */
export const blockAnimationMachine = setup({
  types: {
    input: {} as BlockAnimationInput,
    context: {} as BlockAnimationContext,
    events: {} as BlockAnimationEvent,
  },
  guards: {
    isSkipped: ({ context }) => context.editMode || context.reducedMotion || context.animation === 'none',
    canEnter: ({ context }) => context.inView && context.imagesLoaded,
    waitsForImages: ({ context }) => context.inView && !context.imagesLoaded,
    imagesSettledOutOfView: ({ context }) => !context.inView && context.imagesLoaded,
    turnsMotionOff: ({ event }) => event.type === 'REDUCED_MOTION' && event.on,
  },
  actions: {
    observe: assign({ inView: ({ context, event }) => (event.type === 'INTERSECTION' ? event.intersecting : context.inView) }),
    imagesLoading: assign({ imagesLoaded: false }),
    imagesLoaded: assign({ imagesLoaded: true }),
    setReducedMotion: assign({ reducedMotion: ({ context, event }) => (event.type === 'REDUCED_MOTION' ? event.on : context.reducedMotion) }),
  },
  delays: {
    entrance: ({ context }) => context.durationMs,
    imageWait: IMAGE_WAIT_MAX_MS,
  },
}).createMachine({
  id: 'blockAnimation',
  context: ({ input }) => ({
    animation: input.animation ?? 'fade',
    durationMs: durationMs(input.duration),
    editMode: input.editMode ?? false,
    reducedMotion: input.reducedMotion ?? false,
    inView: false,
    imagesLoaded: true,
  }),
  on: {
    IMAGES_LOADING: { actions: 'imagesLoading' },
    IMAGES_LOADED: { actions: 'imagesLoaded' },
    INTERSECTION: { actions: 'observe' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
  },
  initial: 'idle',
  states: {
    // The server's markup, visible: nothing is hidden until the observer has reported.
    idle: {
      always: { guard: 'isSkipped', target: 'skipped' },
      on: { INTERSECTION: { target: 'hidden', actions: 'observe' } },
    },
    // Hidden, waiting to intersect [BLK-007] and for its images [BLK-006].
    hidden: {
      always: [
        { guard: 'canEnter', target: 'entering' },
        { guard: 'waitsForImages', target: 'waitingForImages' },
      ],
      on: { FOCUS: 'done', REDUCED_MOTION: [{ guard: 'turnsMotionOff', target: 'skipped', actions: 'setReducedMotion' }, { actions: 'setReducedMotion' }] },
    },
    // In view, its pictures still loading: it enters once they have (or after 3 s, as if they
    // had); if it left the view meanwhile, it waits hidden again for the view.
    waitingForImages: {
      always: [
        { guard: 'canEnter', target: 'entering' },
        { guard: 'imagesSettledOutOfView', target: 'hidden' },
      ],
      after: { imageWait: { actions: 'imagesLoaded' } },
      on: { FOCUS: 'done', REDUCED_MOTION: [{ guard: 'turnsMotionOff', target: 'skipped', actions: 'setReducedMotion' }, { actions: 'setReducedMotion' }] },
    },
    // [CONST-001] The entrance runs for its duration, once.
    entering: {
      after: { entrance: 'done' },
      on: { REDUCED_MOTION: [{ guard: 'turnsMotionOff', target: 'done', actions: 'setReducedMotion' }, { actions: 'setReducedMotion' }] },
    },
    done: { type: 'final' },
    // [BLK-008] Edit mode, reduced motion or no animation: shown as it is, never hidden.
    skipped: { type: 'final' },
  },
});
