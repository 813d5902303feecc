/** Pure rules of one image: the width it asks for, whether that is worth a request, what the browser picked. */
import { chooseImageWidth, imageUrl, shouldResource, widthOfUrl, type SizeFormat, type WidthOptions } from '../media/logic.ts';
import type { ImageStatus } from '../media/machine.ts';
import type { ImageContext, ImageInput } from './machine.ts';

/** What the width rules of one image need to know about it. */
export interface WidthRule {
  src: string;
  /** The picture's own width, when known: it caps the width steps a `srcset` offers. */
  naturalWidth: number | null;
  sizeFormat: SizeFormat;
  widthOptions: WidthOptions;
}

/** A request for the page's queue: the width step and its address. */
export interface WidthChoice {
  width: number;
  url: string;
}

/**
 * [MEDIA-020] [MEDIA-015] The width step a box of `boxWidth` CSS px at `pixelRatio` needs, and its
 * address, or null when nothing is to be asked: an unmeasured box (0 px: not displayed), or a
 * step not larger than the one already asked for (unless the update is forced).
 */
export function nextWidth(rule: WidthRule, asked: number | null, boxWidth: number | null, pixelRatio: number, force: boolean): WidthChoice | null {
  if (boxWidth === null || !(boxWidth > 0)) return null;
  const width = chooseImageWidth(boxWidth, pixelRatio, rule.widthOptions);
  if (!shouldResource(asked, width, force)) return null;
  return { width, url: imageUrl(rule.src, width, rule.sizeFormat) };
}

/** The width step of the address the browser picked from the `srcset` (its `currentSrc`), or null when it is none of them. */
export function pickedWidth(rule: WidthRule, currentSrc: string): number | null {
  return currentSrc === '' ? null : widthOfUrl(currentSrc, rule.src, rule.naturalWidth, rule.sizeFormat);
}

/** The machine's state names. */
export type ImageState = 'far' | 'near' | 'adopting' | 'requested' | 'loading' | 'loaded' | 'failed';

/** [MEDIA-013] The status a renderer shows (the box's `data-status`, the loading class) in each state. */
export function statusOf(state: ImageState): ImageStatus {
  switch (state) {
    case 'requested':
      return 'queued';
    case 'loading':
    case 'loaded':
    case 'failed':
      return state;
    default:
      return 'idle';
  }
}

/**
 * [MEDIA-016] An image that loads once near (load 'viewport', not a first-screen picture) shows
 * nothing but its box and its `<noscript>` copy until then: its machine can wait to start until
 * it comes near, with the same markup (a page of 1,000 pictures starts the few on screen).
 */
export function waitsToStart(input: { load: boolean | 'viewport'; loading?: 'eager' | 'lazy' }): boolean {
  return input.load === 'viewport' && input.loading !== 'eager';
}

/** What an image's machine starts from (its first context): also the view of an image whose machine has not started. */
export function imageContextOf(input: ImageInput): ImageContext {
  const { load, forceUpdate = false, widthOptions = {}, ...display } = input;
  return {
    display,
    rule: { src: input.src, naturalWidth: input.dimensions?.width ?? null, sizeFormat: input.sizeFormat ?? 'queryString', widthOptions },
    load,
    forceUpdate,
    near: false,
    picking: input.loading === 'eager',
    boxWidth: null,
    pixelRatio: 1,
    width: null,
    url: null,
    attempt: 0,
  };
}
