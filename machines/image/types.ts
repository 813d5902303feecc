import type { ImageStatus } from '../media/machine.ts';
import type { ImageState } from './logic.ts';

type Scoped<Part extends string> = { 'data-scope': 'image'; 'data-part': Part };

/** The `<img>` of an image: its picture, size hints and placement (CSS crop by the focal point). */
export interface ImageElementProps extends Scoped<'picture' | 'noscript-picture'> {
  alt: string;
  /** The picture's own size, when known (the browser reserves its ratio). */
  width?: number;
  height?: number;
  src: string;
  /** The width steps, for the browser's own pick (a first-screen or `<noscript>` picture). */
  srcSet?: string;
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low';
  decoding: 'async';
  draggable: false;
  /** [ERR-025] A picture that failed is not shown beside its message. */
  hidden?: true;
  style: Record<string, string | number>;
}

/** One image's view model: what any renderer spreads. */
export interface ImageApi {
  /** The machine's state (`far`, `near`, `adopting`, `requested`, `loading`, `loaded`, `failed`). */
  state: ImageState;
  /** [MEDIA-013] Where the load is: `idle`, `queued`, `loading`, `loaded` or `failed`. */
  status: ImageStatus;
  /** Height / width of the box [MEDIA-003]. */
  ratio: number;
  /**
   * How many times the visitor asked to load the picture again: a renderer makes a fresh `<img>`
   * for each (the browser does not reload an unchanged `src`), e.g. React's `key`.
   */
  attempt: number;
  /** [MEDIA-013] The box: its ratio held before the picture arrives, the loading class while it loads. */
  getBoxProps(): Scoped<'box'> & {
    id: string;
    className: string;
    'data-status': ImageStatus;
    'data-state': ImageState;
    style: { aspectRatio: string };
  };
  /** The `<img>` to render now, or null while a lazy image waits for the queue. */
  getImageProps(): ImageElementProps | null;
  /** [ERR-025] The message of a picture that failed, as an alert, or null while it has not failed. */
  getErrorProps(): (Scoped<'error'> & { role: 'alert'; className: string }) | null;
  /** [ERR-025] 'Unable to load. Try again.' as the button that loads the picture again. */
  getRetryTriggerProps(): Scoped<'retry'> & { type: 'button'; className: string; children: string; onClick: () => void };
  /** The `<img>` inside `<noscript>` for a lazy image not yet loaded, or null. */
  getFallbackImageProps(): ImageElementProps | null;
}
