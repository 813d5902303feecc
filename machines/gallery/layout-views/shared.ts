/**
 * Small rules the views of the layouts `Collection` draws share (grid, autogrid, autocolumns,
 * list, base): one chunk holds them all. The carousel's and the strip's views import nothing
 * from here, so their chunks share no module with it.
 */
import { AUTOCOLUMNS } from '../constants.ts';
import type { LayoutViewState } from '../connect-layout.ts';

/** [GAL-090] The narrowest column of autocolumns and autogrid (250 px by default). */
export const columnWidthOf = ({ options }: LayoutViewState) => options.columnWidth ?? AUTOCOLUMNS.columnWidth;

/** [MEDIA-020] [GAL-090] Columns of at least the column width, never twice as wide: a picture's `sizes`. */
export const columnSizes = (state: LayoutViewState, blockWidth: string) => `min(${blockWidth}, ${2 * columnWidthOf(state)}px)`;

/** [GAL-016] The block's ratio for every slide's box; square when it sets none. */
export const blockRatioOrSquare = ({ options }: LayoutViewState) => options.aspectRatio ?? 1;

/** [MEDIA-020] The first row of a list is in the first screen. */
export const firstSlideOnly = (_state: LayoutViewState, slide: number) => slide === 0;
