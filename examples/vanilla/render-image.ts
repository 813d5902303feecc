import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { connectImage } from '../../machines/media/connect.ts';
import type { ImageMode, Point, Size } from '../../machines/media/logic.ts';

export interface VanillaImageInput {
  src: string;
  dimensions: Size | null;
  focalPoint?: Point;
  mode?: ImageMode;
  fixedRatio?: number | null;
  alt: string;
  sizes?: string;
  loading?: 'eager' | 'lazy';
  priority?: 'high';
}

/**
 * One picture in its box, from the same `connectImage` view model as the React `Image`. The
 * plain-DOM page has no image queue: a first-screen picture is the eager `<img srcset>`, any
 * other the lazy one `connectImage` gives visitors without the queue (the browser's own lazy
 * loading picks the width step from `srcset` and `sizes`) [MEDIA-013] [MEDIA-020].
 */
export function renderImage(input: VanillaImageInput): HTMLElement {
  const api = connectImage({ ...input, status: 'idle', url: null }, {}, normalizeProps);
  const box = document.createElement('div');
  spreadProps(box, api.getBoxProps());
  const props = api.getImageProps() ?? api.getFallbackImageProps();
  if (props) {
    const image = document.createElement('img');
    spreadProps(image, props);
    box.append(image);
  }
  return box;
}
