import type { SnapshotFrom } from 'xstate';
import { FALLBACK_ASPECT, LOADING_CLASS } from '../media/constants.ts';
import { cropModeFor, imageUrl, objectPlacement, srcSetOf, widthStepsFor } from '../media/logic.ts';
import type { NormalizeProps } from '../shared/normalize.ts';
import { imageAnatomy } from './anatomy.ts';
import { IMAGE_RETRY_LABEL } from './constants.ts';
import { imageContextOf, statusOf, type ImageState } from './logic.ts';
import type { ImageContext, ImageEvent, ImageInput, imageMachine } from './machine.ts';
import type { ImageApi, ImageElementProps } from './types.ts';

export type ImageSnapshot = SnapshotFrom<typeof imageMachine>;

const DEFAULT_SIZES = '100vw';

/** The machine's state as one name (`waiting`'s children by their own). */
export function imageStateOf(snapshot: ImageSnapshot): ImageState {
  const value = snapshot.value;
  return typeof value === 'string' ? (value as ImageState) : (value.waiting as ImageState);
}

/**
 * One image's view model for any renderer: the box (its ratio held, the loading class while it
 * loads [MEDIA-013]) and the `<img>` it holds. Until the runtime has an address for it (on the
 * server, and until its queue slot), a first-screen picture carries a `srcset` of the width steps
 * and a `sizes` that says its rendered width, so the browser picks the step on its own; a later
 * one has none yet, and its `<noscript>` copy (lazy, same `srcset`) shows it without JavaScript.
 * A failed picture is hidden behind 'Unable to load. Try again.' [ERR-025]. The crop is CSS
 * (`object-fit`, `object-position` from the focal point), the same on both sides.
 */
export function connect(snapshot: ImageSnapshot, send: (event: ImageEvent) => void, normalize: NormalizeProps): ImageApi {
  return connectState(imageStateOf(snapshot), snapshot.context, send, normalize);
}

/**
 * The view of an image whose machine has not started yet (see `waitsToStart`): its first state,
 * `far`, from its input, the same props its machine's first snapshot gives (the server's markup).
 */
export function connectWaitingImage(input: ImageInput, normalize: NormalizeProps): ImageApi {
  return connectState('far', imageContextOf(input), () => {}, normalize);
}

function connectState(state: ImageState, context: ImageContext, send: (event: ImageEvent) => void, normalize: NormalizeProps): ImageApi {
  const { display, url, attempt } = context;
  const status = statusOf(state);
  const { dimensions, sizeFormat } = display;
  const ratio = display.fixedRatio ?? (dimensions ? dimensions.height / dimensions.width : FALLBACK_ASPECT);
  const placement = objectPlacement(cropModeFor(display.mode ?? 'fill'), ratio, dimensions, display.focalPoint, display.fitAlignment);
  const style = { position: 'absolute', inset: 0, width: '100%', height: '100%', ...placement };
  const steps = widthStepsFor(dimensions?.width);
  const common = {
    alt: display.alt,
    ...(dimensions ? { width: dimensions.width, height: dimensions.height } : {}),
    decoding: 'async' as const,
    draggable: false as const,
    style,
  };
  const responsive = {
    src: imageUrl(display.src, steps.at(-1) ?? 1000, sizeFormat),
    srcSet: srcSetOf(display.src, dimensions?.width, sizeFormat),
    sizes: display.sizes ?? DEFAULT_SIZES,
  };
  const eager = display.loading === 'eager';
  const failed = status === 'failed';
  return {
    state,
    status,
    ratio,
    attempt,
    getBoxProps: () =>
      normalize({
        ...imageAnatomy.attrs('box'),
        id: display.id,
        className: status === 'loading' ? `sm-image ${LOADING_CLASS}` : 'sm-image',
        'data-status': status,
        'data-state': state,
        style: { aspectRatio: `1 / ${ratio}` },
      }),
    getImageProps: (): ImageElementProps | null =>
      url
        ? normalize({ ...common, src: url, fetchPriority: display.priority, hidden: failed ? (true as const) : undefined, ...imageAnatomy.attrs('picture') })
        : eager
          ? normalize({ ...common, ...responsive, loading: 'eager' as const, fetchPriority: display.priority, ...imageAnatomy.attrs('picture') })
          : null,
    getErrorProps: () => (failed ? normalize({ ...imageAnatomy.attrs('error'), role: 'alert' as const, className: 'sm-image-error' }) : null),
    getRetryTriggerProps: () =>
      normalize({
        ...imageAnatomy.attrs('retry'),
        type: 'button' as const,
        className: 'sm-image-retry',
        children: IMAGE_RETRY_LABEL,
        onClick: () => send({ type: 'RETRY' }),
      }),
    getFallbackImageProps: () => (url || eager ? null : normalize({ ...common, ...responsive, loading: 'lazy' as const, ...imageAnatomy.attrs('noscript-picture') })),
  };
}
