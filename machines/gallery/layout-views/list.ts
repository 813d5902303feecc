/** The list's and the base layout's view rules [GAL-010]: one column, every slide shown. */
import type { LayoutView } from '../connect-layout.ts';
import { firstSlideOnly } from './shared.ts';

export const listView: LayoutView = {
  /** [MEDIA-020] The picture's column: 2fr of 2fr + 3fr, beside a 1rem gap (ui/gallery.css). */
  sizes: (_state, width) => `calc((${width} - 1rem) * 0.4)`,
  firstScreen: firstSlideOnly,
};

/** The base layout (any other block type [GAL-010]): pictures as wide as the block. */
export const baseView: LayoutView = {
  firstScreen: firstSlideOnly,
};
