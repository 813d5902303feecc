import { assign, emit, enqueueActions, setup } from 'xstate';
import { imageUrl, type FitAlignment, type ImageMode, type Point, type Size, type SizeFormat, type WidthOptions } from '../media/logic.ts';
import { imageContextOf, nextWidth, pickedWidth, type WidthRule } from './logic.ts';

/** [MEDIA-005] true: load now; false: not yet (a slide away from the current one); 'viewport': once near it. */
export type ImageLoadMode = boolean | 'viewport';

/** One image as a page describes it: its picture, how it is shown, and when it loads. */
export interface ImageInput {
  /** Unique on the page: the queue tracks each image by it, and it is the box's DOM id. */
  id: string;
  src: string;
  /** [MEDIA-003] The image's own size; null when unknown (the box takes the fallback ratio). */
  dimensions: Size | null;
  /** [MEDIA-004] */
  focalPoint?: Point;
  /** [MEDIA-006] fill → cover, fit → contain, none → natural size. */
  mode?: ImageMode | null;
  /** [MEDIA-010] For fit: where the image sits; missing → centre with a warning [MEDIA-011]. */
  fitAlignment?: FitAlignment;
  /** Height / width of the box when the layout fixes it [GAL-016]. */
  fixedRatio?: number | null;
  sizeFormat?: SizeFormat;
  alt: string;
  /** The rendered width as a `sizes` value; `100vw` by default. */
  sizes?: string;
  /** 'eager': in the server's HTML with its `srcset`, the browser picks the step first; 'lazy' by default. */
  loading?: 'eager' | 'lazy';
  /** The browser's fetch priority. */
  priority?: 'high' | 'low';
  /** [MEDIA-005] [MEDIA-016] [MEDIA-017] When it loads. */
  load: ImageLoadMode;
  /** [MEDIA-015] Re-source on each new measurement even when the width is not larger. */
  forceUpdate?: boolean;
  /** [MEDIA-002] [MEDIA-007] Pixel ratio bounds and size adjustment of the width choice. */
  widthOptions?: WidthOptions;
}

/** What the image shows, as the machine keeps it. */
export type ImageDisplay = Omit<ImageInput, 'load' | 'forceUpdate' | 'widthOptions'>;

/** What the image machine remembers (`snapshot.context`). */
export interface ImageContext {
  display: ImageDisplay;
  rule: WidthRule;
  load: ImageLoadMode;
  forceUpdate: boolean;
  /** It came within 200 px of the viewport (or its scroll area) [MEDIA-016] [MEDIA-018]. */
  near: boolean;
  /** A first-screen picture the browser is still loading from its `srcset` (its pick not known yet). */
  picking: boolean;
  /** The box's rendered width (CSS px) as last measured; null until measured. */
  boxWidth: number | null;
  pixelRatio: number;
  /** [MEDIA-020] The width step chosen: asked of the queue, or adopted from the browser's pick. */
  width: number | null;
  /** The address on the `<img>` now; null while none is (or while the `srcset` picture shows). */
  url: string | null;
  /** How many times the visitor asked to load the picture again [ERR-025]. */
  attempt: number;
}

/** Where the page's queue has this image when the image starts (drawn again, a lightbox reopened). */
export type ImageKnownStatus = 'queued' | 'loading' | 'loaded' | 'failed';

/** The events the image machine accepts. */
export type ImageEvent =
  /** [MEDIA-016] [MEDIA-018] It came within 200 px of the viewport or its scroll area. */
  | { type: 'NEAR' }
  /** The page changed when it loads (a slide became current). */
  | { type: 'SET_LOAD'; load: ImageLoadMode }
  /** The box's rendered width and the device pixel ratio, measured again. */
  | { type: 'RESIZE'; width: number; pixelRatio: number }
  /** The page's queue gave it a slot: the `<img>` takes `url` now. */
  | { type: 'START'; url: string }
  /** The `<img>` loaded; `currentSrc` is the address the browser picked (for a `srcset`). */
  | { type: 'IMAGE_LOADED'; currentSrc: string }
  | { type: 'IMAGE_FAILED' }
  /** [ERR-025] The visitor pressed 'Unable to load. Try again.'. */
  | { type: 'RETRY' }
  /** The queue already knows this image (see {@link ImageKnownStatus}). */
  | { type: 'RESTORE'; status: ImageKnownStatus; url: string; width: number };

/** Notifications for the page's queue (the binding forwards each as the queue's event of the same name). */
export type ImageEmitted =
  | { type: 'request'; id: string; url: string; width: number; force: boolean }
  | { type: 'adopt'; id: string; url: string; width: number }
  | { type: 'loaded'; id: string }
  | { type: 'failed'; id: string };

/**
 * [MEDIA-013] [MEDIA-015] [MEDIA-016] [MEDIA-020] [ERR-025] One image's life. It waits (`far`)
 * until it is near, or is told to load now; `near`, it waits for its box to be measured, then
 * asks the page's queue for the smallest width step large enough (`requested`); the queue's slot
 * starts the load (`loading`), which ends `loaded` or `failed`. A first-screen picture is the
 * browser's to load from its `srcset` first (`adopting`): the width it picked counts as loaded.
 * Loaded, a larger box asks again for a larger step only (or any new measurement, forced);
 * failed, the visitor's retry asks the queue again for a fresh load. No clock, no DOM: nearness,
 * sizes, slots and load outcomes arrive as events; requests leave as emitted notifications.
 */
export const imageMachine = setup({
  types: {
    input: {} as ImageInput,
    context: {} as ImageContext,
    events: {} as ImageEvent,
    emitted: {} as ImageEmitted,
  },
  guards: {
    /** A first-screen picture: the browser loads it from the server's `srcset` first. */
    browserPicks: ({ context }) => context.picking,
    isNear: ({ context }) => context.near || context.load === true,
    isMeasured: ({ context }) => context.boxWidth !== null && context.boxWidth > 0,
    /** The browser's pick is one of the width steps: adopted at that width. */
    isPickable: ({ context, event }) => event.type === 'IMAGE_LOADED' && pickedWidth(context.rule, event.currentSrc) !== null,
    /** [MEDIA-015] A new measurement needs a larger step (or any new one, forced). */
    wantsResource: ({ context, event }) =>
      event.type === 'RESIZE' &&
      (event.width !== context.boxWidth || event.pixelRatio !== context.pixelRatio) &&
      nextWidth(context.rule, context.width, event.width, event.pixelRatio, context.forceUpdate) !== null,
    /** [MEDIA-015] The box grew while the picture loaded: a larger step is wanted now. */
    outgrown: ({ context }) => nextWidth(context.rule, context.width, context.boxWidth, context.pixelRatio, false) !== null,
    restoresQueued: ({ event }) => event.type === 'RESTORE' && event.status === 'queued',
    restoresLoading: ({ event }) => event.type === 'RESTORE' && event.status === 'loading',
    restoresLoaded: ({ event }) => event.type === 'RESTORE' && event.status === 'loaded',
  },
  actions: {
    markNear: assign({ near: true }),
    setLoad: assign({ load: ({ context, event }) => (event.type === 'SET_LOAD' ? event.load : context.load) }),
    measure: assign(({ context, event }) =>
      event.type === 'RESIZE' && event.width > 0 ? { boxWidth: event.width, pixelRatio: event.pixelRatio } : { boxWidth: context.boxWidth },
    ),
    /** [MEDIA-020] Asks the queue for the step the box needs now. */
    request: enqueueActions(({ context, enqueue }) => {
      const choice = nextWidth(context.rule, context.width, context.boxWidth, context.pixelRatio, true);
      if (!choice) return;
      enqueue.assign({ width: choice.width });
      enqueue.emit({ type: 'request', id: context.display.id, url: choice.url, width: choice.width, force: context.forceUpdate });
    }),
    /** The browser loaded the `srcset` picture: that width counts as loaded, the `<img>` keeps its `srcset`. */
    adopt: enqueueActions(({ context, event, enqueue }) => {
      const width = event.type === 'IMAGE_LOADED' ? pickedWidth(context.rule, event.currentSrc) : null;
      if (width === null || event.type !== 'IMAGE_LOADED') return;
      enqueue.assign({ width, picking: false });
      enqueue.emit({ type: 'adopt', id: context.display.id, url: imageUrl(context.rule.src, width, context.rule.sizeFormat), width });
    }),
    /** The browser's pick failed or is not a width step: the queue loads it, as any other image. */
    stopPicking: assign({ picking: false }),
    start: assign({ url: ({ context, event }) => (event.type === 'START' ? event.url : context.url) }),
    restore: assign(({ context, event }) => (event.type === 'RESTORE' ? { url: event.status === 'queued' ? context.url : event.url, width: event.width } : {})),
    reportLoaded: emit(({ context }) => ({ type: 'loaded' as const, id: context.display.id })),
    reportFailed: emit(({ context }) => ({ type: 'failed' as const, id: context.display.id })),
    /** [ERR-025] The failed request again, forced, for a fresh `<img>`. */
    retry: enqueueActions(({ context, enqueue }) => {
      if (context.width === null || context.url === null) return;
      enqueue.emit({ type: 'request', id: context.display.id, url: context.url, width: context.width, force: true });
      enqueue.assign({ url: null, attempt: context.attempt + 1 });
    }),
  },
}).createMachine({
  id: 'image',
  context: ({ input }) => imageContextOf(input),
  initial: 'waiting',
  states: {
    /** Not asked of the queue yet. */
    waiting: {
      initial: 'far',
      on: {
        NEAR: { actions: 'markNear' },
        SET_LOAD: { actions: 'setLoad' },
        RESIZE: { actions: 'measure' },
        RESTORE: [
          { guard: 'restoresQueued', target: 'requested', actions: 'restore' },
          { guard: 'restoresLoading', target: 'loading', actions: 'restore' },
          { guard: 'restoresLoaded', target: 'loaded', actions: 'restore' },
          { target: 'failed', actions: 'restore' },
        ],
      },
      states: {
        /** Not near yet (load false, or 'viewport' and farther than 200 px). */
        far: {
          always: [
            { guard: 'browserPicks', target: 'adopting' },
            { guard: 'isNear', target: 'near' },
          ],
        },
        /** Near (or to load now): waits for its box to be measured. */
        near: {
          always: { guard: 'isMeasured', target: '#image.requested', actions: 'request' },
        },
        /** The browser loads the server's `<img srcset>`; the runtime waits for its pick. */
        adopting: {
          on: {
            IMAGE_LOADED: [
              { guard: 'isPickable', target: '#image.loaded', actions: 'adopt' },
              { target: 'far', actions: 'stopPicking' },
            ],
            IMAGE_FAILED: { target: 'far', actions: 'stopPicking' },
          },
        },
      },
    },
    /** [MEDIA-021] Waiting in the page's queue for a slot. */
    requested: {
      on: {
        START: { target: 'loading', actions: 'start' },
        RESIZE: [{ guard: 'wantsResource', actions: ['measure', 'request'] }, { actions: 'measure' }],
      },
    },
    /** [MEDIA-013] Loading: the box has the loading class. */
    loading: {
      on: {
        IMAGE_LOADED: [
          { guard: 'outgrown', target: 'requested', actions: ['reportLoaded', 'request'] },
          { target: 'loaded', actions: 'reportLoaded' },
        ],
        IMAGE_FAILED: { target: 'failed', actions: 'reportFailed' },
        RESIZE: { actions: 'measure' },
      },
    },
    loaded: {
      on: {
        RESIZE: [{ guard: 'wantsResource', target: 'requested', actions: ['measure', 'request'] }, { actions: 'measure' }],
      },
    },
    /** [ERR-025] The box says 'Unable to load. Try again.' with the button that asks again. */
    failed: {
      on: {
        RETRY: { target: 'requested', actions: 'retry' },
        RESIZE: { actions: 'measure' },
      },
    },
  },
});
