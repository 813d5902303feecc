import { IMAGE_ATTRIBUTES } from './constants.ts';

/**
 * [MEDIA-001] The owner's image as published markup declares it: an `<img>` whose source is its
 * `data-src` attribute (beside `data-image-dimensions` and `data-image-focal-point`). It is page
 * markup, not a part a renderer writes, so it carries no `data-scope`: the plain-DOM loaders find
 * it by this one declaration, and once loaded it is the image anatomy's `picture`.
 */
export const imageMarkupAnatomy = {
  /** The selector of every image to load (under the root it is asked of). */
  selector: (): string => `img[${IMAGE_ATTRIBUTES[0]}]`,
} as const;
