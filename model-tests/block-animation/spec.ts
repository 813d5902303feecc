import { assign, setup } from 'xstate';

/**
 * A block's entrance as a visitor meets it, stated apart from the real machine (BLK-006..008):
 * visible until the observer reports; then hidden until it intersects and its pictures have
 * loaded (at most 3 s of waiting), then it enters for its duration, once. Edit mode, reduced
 * motion and no animation skip it; focus or reduced motion show a hidden block at once.
 */
export interface BlockAnimationModelConfig {
  animation: 'fade' | 'scale' | 'none';
  editMode: boolean;
  reducedMotion: boolean;
}

export type BlockAnimationModelEvent =
  | { type: 'INTERSECTION'; intersecting: boolean }
  | { type: 'IMAGES_LOADING' }
  | { type: 'IMAGES_LOADED' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  | { type: 'FOCUS' }
  /** 3 s pass. */
  | { type: 'IMAGE_WAIT_PASSED' }
  /** The entrance's duration passes. */
  | { type: 'ENTRANCE_DONE' };

export type BlockAnimationView = { state: 'idle' | 'hidden' | 'waitingForImages' | 'entering' | 'done' | 'skipped'; hidden: boolean };

interface SpecContext {
  inView: boolean;
  imagesLoaded: boolean;
}

export const skippedAtLoad = (config: BlockAnimationModelConfig) => config.editMode || config.reducedMotion || config.animation === 'none';

export function createBlockAnimationSpec(config: BlockAnimationModelConfig) {
  const spec = setup({
    types: { context: {} as SpecContext, events: {} as BlockAnimationModelEvent },
    guards: {
      entersNow: ({ context, event }) => event.type === 'INTERSECTION' && event.intersecting && context.imagesLoaded,
      waitsNow: ({ context, event }) => event.type === 'INTERSECTION' && event.intersecting && !context.imagesLoaded,
      reducesMotion: ({ event }) => event.type === 'REDUCED_MOTION' && event.on,
      inView: ({ context }) => context.inView,
    },
    actions: {
      observe: assign({ inView: ({ event, context }) => (event.type === 'INTERSECTION' ? event.intersecting : context.inView) }),
      loading: assign({ imagesLoaded: false }),
      loaded: assign({ imagesLoaded: true }),
    },
  });
  const images = { IMAGES_LOADING: { actions: 'loading' }, IMAGES_LOADED: { actions: 'loaded' } } as const;
  const motion = { REDUCED_MOTION: { guard: 'reducesMotion', target: '#blockAnimationSpec.skipped' } } as const;
  const full = spec.createMachine({
    id: 'blockAnimationSpec',
    context: { inView: false, imagesLoaded: true },
    initial: 'idle',
    states: {
      idle: {
        on: {
          ...images,
          ...motion,
          INTERSECTION: [
            { guard: 'entersNow', target: 'entering', actions: 'observe' },
            { guard: 'waitsNow', target: 'waitingForImages', actions: 'observe' },
            { target: 'hidden', actions: 'observe' },
          ],
        },
      },
      hidden: {
        on: {
          ...images,
          ...motion,
          FOCUS: 'done',
          INTERSECTION: [
            { guard: 'entersNow', target: 'entering', actions: 'observe' },
            { guard: 'waitsNow', target: 'waitingForImages', actions: 'observe' },
            { actions: 'observe' },
          ],
        },
      },
      waitingForImages: {
        on: {
          ...motion,
          IMAGES_LOADING: { actions: 'loading' },
          IMAGES_LOADED: [
            { guard: 'inView', target: 'entering', actions: 'loaded' },
            { target: 'hidden', actions: 'loaded' },
          ],
          // 3 s of waiting count as loaded.
          IMAGE_WAIT_PASSED: [
            { guard: 'inView', target: 'entering', actions: 'loaded' },
            { target: 'hidden', actions: 'loaded' },
          ],
          FOCUS: 'done',
          INTERSECTION: { actions: 'observe' },
        },
      },
      entering: {
        on: {
          ...images,
          ENTRANCE_DONE: 'done',
          REDUCED_MOTION: { guard: 'reducesMotion', target: 'done' },
          INTERSECTION: { actions: 'observe' },
        },
      },
      done: {},
      skipped: {},
    },
  });
  if (!skippedAtLoad(config)) return full;
  return spec.createMachine({ id: 'blockAnimationSpec', context: { inView: false, imagesLoaded: true }, initial: 'skipped', states: { skipped: {} } }) as unknown as typeof full;
}

export type BlockAnimationSpec = ReturnType<typeof createBlockAnimationSpec>;
