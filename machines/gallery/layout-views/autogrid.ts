/** The autogrid's view rules [GAL-010] [GAL-090]: as many equal columns as fit, each at least the column width. */
import { GRID } from '../constants.ts';
import type { LayoutView } from '../connect-layout.ts';
import { blockRatioOrSquare, columnSizes, columnWidthOf } from './shared.ts';

export const autogridView: LayoutView = {
  frameRatio: blockRatioOrSquare,
  itemsStyle: (state) => ({
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${columnWidthOf(state)}px, 100%), 1fr))`,
    gap: `${state.options.padding ?? GRID.padding}px`,
  }),
  sizes: columnSizes,
};
