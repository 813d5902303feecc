/** Small rules more than one layout's view uses (each layout's file imports only what it needs). */
import { AUTOCOLUMNS } from '../constants.ts';
import type { LayoutViewState } from '../connect-layout.ts';

/** `n` equal cells across `width` with `gap` px between them. */
export const cells = (width: string, n: number, gap: number) => (n <= 1 ? width : `calc((${width} - ${(n - 1) * gap}px) / ${n})`);

/** [GAL-090] The narrowest column of autocolumns and autogrid (250 px by default). */
export const columnWidthOf = ({ options }: LayoutViewState) => options.columnWidth ?? AUTOCOLUMNS.columnWidth;

/** [MEDIA-020] [GAL-090] Columns of at least the column width, never twice as wide: a picture's `sizes`. */
export const columnSizes = (state: LayoutViewState, blockWidth: string) => `min(${blockWidth}, ${2 * columnWidthOf(state)}px)`;

/** [GAL-016] The block's ratio for every slide's box; square when it sets none. */
export const blockRatioOrSquare = ({ options }: LayoutViewState) => options.aspectRatio ?? 1;

/** [MEDIA-020] The first row of a list is in the first screen. */
export const firstSlideOnly = (_state: LayoutViewState, slide: number) => slide === 0;
