import { UNABLE_TO_LOAD_TRY_AGAIN } from '../messages/constants.ts';
import { keepProps, type NormalizeProps } from '../shared/normalize.ts';
import { FALLBACK_ASPECT, LOADING_CLASS } from './constants.ts';
import { cropModeFor, imageUrl, objectPlacement, srcSetOf, widthStepsFor, type FitAlignment, type ImageMode, type Placement, type Point, type Size, type SizeFormat } from './logic.ts';
import type { ImageStatus } from './machine.ts';

/**
 * [MEDIA-013] The image box as any renderer shows it: the loading class while the image
 * loads, and its aspect ratio held before the image arrives (no layout shift).
 */
export function imageBoxProps(status: ImageStatus, ratio: number) {
  return {
    className: status === 'loading' ? `sm-image ${LOADING_CLASS}` : 'sm-image',
    'data-scope': 'image' as const,
    'data-part': 'box' as const,
    'data-status': status,
    style: { aspectRatio: `1 / ${ratio}` },
  };
}

/** The image inside its box: placed by the crop (px), or filling the box until measured. */
export function imagePlacementStyle(placement: Placement | null) {
  if (!placement) return { position: 'absolute' as const, inset: 0, width: '100%', height: '100%', objectFit: 'cover' as const };
  return { position: 'absolute' as const, left: placement.left, top: placement.top, width: placement.width, height: placement.height, maxWidth: 'none' };
}

/** What an image shows, for `connectImage`: its settings and where the page's queue has it. */
export interface ImageViewInput {
  src: string;
  /** [MEDIA-003] The image's own size; null when unknown (the box takes the fallback ratio). */
  dimensions: Size | null;
  focalPoint?: Point;
  mode?: ImageMode | null;
  fitAlignment?: FitAlignment;
  /** Height / width of the box when the layout fixes it. */
  fixedRatio?: number | null;
  sizeFormat?: SizeFormat;
  alt: string;
  /** The rendered width as a `sizes` value (a CSS length, or media conditions and lengths). */
  sizes?: string;
  /**
   * 'eager': the image is in the page's first screen, a real `<img srcset>` from the first byte;
   * 'lazy': the page's queue loads it when it is near, and visitors without JavaScript get it
   * from a `<noscript>` copy.
   */
  loading?: 'eager' | 'lazy';
  priority?: 'high' | 'low';
  /** The queue's status and chosen address for this image. */
  status: ImageStatus;
  url: string | null;
}

const DEFAULT_SIZES = '100vw';

/**
 * Pure view model of one image for any renderer: the box (ratio held, loading class), and the
 * `<img>` it holds. Before the runtime has chosen a width (on the server, and until the queue
 * loads it), a first-screen image carries a `srcset` of the width steps and a `sizes` that says
 * its rendered width, so the browser picks the step it needs on its own; a later image has none
 * yet, and its `<noscript>` copy (lazy, with the same `srcset`) shows it without JavaScript.
 * The crop is CSS (`object-fit`, `object-position` from the focal point), the same on both sides.
 */
export function connectImage(
  view: ImageViewInput,
  handlers: { onLoad?: () => void; onError?: () => void; onRetry?: () => void } = {},
  normalize: NormalizeProps = keepProps,
) {
  const { src, dimensions, alt, status, url, sizeFormat } = view;
  const ratio = view.fixedRatio ?? (dimensions ? dimensions.height / dimensions.width : FALLBACK_ASPECT);
  const placement = objectPlacement(cropModeFor(view.mode ?? 'fill'), ratio, dimensions, view.focalPoint, view.fitAlignment);
  const style = { position: 'absolute' as const, inset: 0, width: '100%', height: '100%', ...placement };
  const natural = dimensions ? { width: dimensions.width, height: dimensions.height } : {};
  const steps = widthStepsFor(dimensions?.width);
  const responsive = {
    src: imageUrl(src, steps.at(-1) ?? 1000, sizeFormat),
    srcSet: srcSetOf(src, dimensions?.width, sizeFormat),
    sizes: view.sizes ?? DEFAULT_SIZES,
  };
  const common = { alt, ...natural, decoding: 'async' as const, draggable: false, style };
  const eager = view.loading === 'eager';
  const failed = status === 'failed';
  return {
    ratio,
    status,
    getBoxProps: () => normalize(imageBoxProps(status, ratio)),
    /** The `<img>` to render now, or null while a lazy image waits for the queue. */
    getImageProps: () =>
      url
        ? normalize({ ...common, src: url, fetchPriority: view.priority, hidden: failed || undefined, onLoad: handlers.onLoad, onError: handlers.onError })
        : eager
          ? normalize({ ...common, ...responsive, loading: 'eager' as const, fetchPriority: view.priority, onLoad: handlers.onLoad, onError: handlers.onError })
          : null,
    /**
     * [ERR-025] A picture that failed to load says so in its box, as an alert, or null while it
     * has not failed; `getRetryTriggerProps` goes inside it.
     */
    getErrorProps: () => (failed ? normalize({ role: 'alert' as const, 'data-part': 'error' as const, className: 'sm-image-error' }) : null),
    /** The shared catalogue's 'Unable to load. Try again.' as the button that loads the picture again. */
    getRetryTriggerProps: () =>
      normalize({ type: 'button' as const, 'data-part': 'retry' as const, className: 'sm-image-retry', children: UNABLE_TO_LOAD_TRY_AGAIN, onClick: handlers.onRetry }),
    /** The `<img>` inside `<noscript>` for a lazy image not yet loaded, or null. */
    getFallbackImageProps: () => (url || eager ? null : normalize({ ...common, ...responsive, loading: 'lazy' as const })),
  };
}

/** What `connectImage` returns (one image's view from the queue's status; the image machine's is `ImageApi`). */
export type ImageViewModel = ReturnType<typeof connectImage>;
