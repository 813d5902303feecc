import { assign, setup } from 'xstate';
import { chooseImageWidth } from '../../machines/media/logic.ts';

/**
 * One image as the page meets it, stated apart from the real machine (MEDIA-005, MEDIA-013,
 * MEDIA-015, MEDIA-016, MEDIA-020, ERR-025): far until near (or told to load now), then asked
 * of the page's queue at the smallest width step its box needs once measured; the queue's slot
 * starts the load, which ends loaded or failed; loaded, only a larger step is asked again;
 * failed, the visitor's retry asks again. A first-screen picture is the browser's to load first:
 * the step it picked counts as loaded. Time and I/O are explicit events: the slot (START), the
 * picture's load and error, the queue already knowing the image (RESTORE).
 */
export interface ImageModelConfig {
  /** 'eager': a first-screen picture the browser loads from its `srcset` first. */
  loading: 'eager' | 'lazy';
  load: true | false | 'viewport';
  /** Box widths (CSS px, at pixel ratio 1) the box may be resized to. */
  boxWidths: readonly number[];
  /** The width step the browser picks from the `srcset` (eager). */
  pickedWidth: number;
  /** The width step the queue knows the image at (RESTORE). */
  knownWidth: number;
  /** Events the page cannot drive (a renderer's run leaves them out of the spec). */
  without?: readonly ImageModelEvent['type'][];
  /**
   * On a page: the box is measured when the image binds, and the queue has a free slot, so
   * `near` and `requested` are passed through, never rested in (the spec goes straight on).
   */
  onPage?: boolean;
}

export type ImageModelEvent =
  | { type: 'NEAR' }
  | { type: 'LOAD_NOW' }
  | { type: 'RESIZE'; width: number }
  /** The page's queue gives the image a slot. */
  | { type: 'START' }
  /** The picture loaded; `picked`: the browser's pick is one of the width steps. */
  | { type: 'IMAGE_LOADED'; picked: boolean }
  | { type: 'IMAGE_FAILED' }
  | { type: 'RETRY' }
  | { type: 'RESTORE'; status: 'queued' | 'loading' | 'loaded' | 'failed' };

export type ImageModelState = 'far' | 'near' | 'adopting' | 'requested' | 'loading' | 'loaded' | 'failed';

export interface ImageView {
  state: ImageModelState;
  /** The width step asked for (or adopted, or known to the queue); null before any. */
  width: number | null;
  /** 0 before the visitor's first retry, 1 after (the model bounds it: a fresh `<img>` per retry). */
  attempt: number;
}

interface SpecContext {
  near: boolean;
  loadNow: boolean;
  picking: boolean;
  boxWidth: number | null;
  width: number | null;
  attempt: number;
}

const stepFor = (width: number) => chooseImageWidth(width, 1);

export function createImageSpec(config: ImageModelConfig) {
  const without = new Set<string>(config.without ?? []);
  // The transitions of the events the run drives (typed by the machine's config where it is used).
  const on = (transitions: Record<string, unknown>): never => Object.fromEntries(Object.entries(transitions).filter(([type]) => !without.has(type))) as never;
  const asked = config.onPage ? '#imageSpec.loading' : '#imageSpec.requested';
  const waitingStates = {
    far: {
      always: [
        ...(config.loading === 'eager' ? [{ guard: 'picking' as const, target: 'adopting' }] : []),
        config.onPage ? { guard: 'isNear' as const, target: asked, actions: 'ask' as const } : { guard: 'isNear' as const, target: 'near' },
      ],
    },
    ...(config.onPage ? {} : { near: { always: { guard: 'measured' as const, target: asked, actions: 'ask' as const } } }),
    ...(config.loading === 'eager'
      ? {
          adopting: {
            on: {
              IMAGE_LOADED: [
                { guard: 'pickIsStep' as const, target: '#imageSpec.loaded', actions: 'adopt' as const },
                { target: 'far', actions: 'stopPicking' as const },
              ],
              IMAGE_FAILED: { target: 'far', actions: 'stopPicking' as const },
            },
          },
        }
      : {}),
  };
  return setup({
    types: { context: {} as SpecContext, events: {} as ImageModelEvent },
    guards: {
      picking: ({ context }) => context.picking,
      isNear: ({ context }) => context.near || context.loadNow,
      measured: ({ context }) => context.boxWidth !== null,
      pickIsStep: ({ event }) => event.type === 'IMAGE_LOADED' && event.picked,
      largerStep: ({ context, event }) => event.type === 'RESIZE' && event.width !== context.boxWidth && (context.width === null || stepFor(event.width) > context.width),
      outgrown: ({ context }) => context.boxWidth !== null && context.width !== null && stepFor(context.boxWidth) > context.width,
      restoresQueued: ({ event }) => event.type === 'RESTORE' && event.status === 'queued',
      restoresLoading: ({ event }) => event.type === 'RESTORE' && event.status === 'loading',
      restoresLoaded: ({ event }) => event.type === 'RESTORE' && event.status === 'loaded',
    },
    actions: {
      markNear: assign({ near: true }),
      loadNow: assign({ loadNow: true }),
      measure: assign({ boxWidth: ({ context, event }) => (event.type === 'RESIZE' ? event.width : context.boxWidth) }),
      ask: assign({ width: ({ context }) => (context.boxWidth === null ? context.width : stepFor(context.boxWidth)) }),
      adopt: assign({ width: config.pickedWidth, picking: false }),
      stopPicking: assign({ picking: false }),
      restore: assign({ width: config.knownWidth }),
      // Bounded so the graph is finite: the model tells never-retried from retried.
      retry: assign({ attempt: 1 }),
    },
  }).createMachine({
    id: 'imageSpec',
    context: { near: false, loadNow: config.load === true, picking: config.loading === 'eager', boxWidth: config.onPage ? (config.boxWidths[0] ?? null) : null, width: null, attempt: 0 },
    initial: 'waiting',
    states: {
      waiting: {
        initial: 'far',
        on: on({
          NEAR: { actions: 'markNear' },
          LOAD_NOW: { actions: 'loadNow' },
          RESIZE: { actions: 'measure' },
          RESTORE: [
            { guard: 'restoresQueued', target: 'requested', actions: 'restore' },
            { guard: 'restoresLoading', target: 'loading', actions: 'restore' },
            { guard: 'restoresLoaded', target: 'loaded', actions: 'restore' },
            { target: 'failed', actions: 'restore' },
          ],
        }),
        states: waitingStates,
      },
      ...(config.onPage
        ? {}
        : {
            requested: {
              on: on({
                START: 'loading',
                RESIZE: [{ guard: 'largerStep', actions: ['measure', 'ask'] }, { actions: 'measure' }],
              }),
            },
          }),
      loading: {
        on: on({
          IMAGE_LOADED: [{ guard: 'outgrown', target: asked, actions: 'ask' }, { target: 'loaded' }],
          IMAGE_FAILED: 'failed',
          RESIZE: { actions: 'measure' },
        }),
      },
      loaded: {
        on: on({ RESIZE: [{ guard: 'largerStep', target: asked, actions: ['measure', 'ask'] }, { actions: 'measure' }] }),
      },
      failed: {
        on: on({ RETRY: { target: asked, actions: 'retry' }, RESIZE: { actions: 'measure' } }),
      },
    },
  });
}

export type ImageSpec = ReturnType<typeof createImageSpec>;

/** The spec state's one name. */
export function specState(value: unknown): ImageModelState {
  return (typeof value === 'string' ? value : (value as { waiting: string }).waiting) as ImageModelState;
}
