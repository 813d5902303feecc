/** The grid's view rules [GAL-010] [GAL-092]: cells per row with padding. */
import { GRID } from '../constants.ts';
import type { LayoutView, LayoutViewState } from '../connect-layout.ts';
import { cellWidth } from '../layouts.ts';
import { blockRatioOrSquare } from './shared.ts';

/** [GAL-092] Cells per row (4 by default) and px between them (20 by default). */
const columnsOf = ({ perRow }: LayoutViewState) => Math.max(1, Math.trunc(perRow ?? GRID.perRow));
const paddingOf = ({ options }: LayoutViewState) => options.padding ?? GRID.padding;

export const gridView: LayoutView = {
  frameRatio: blockRatioOrSquare,
  itemsStyle: (state) => ({ gridTemplateColumns: `repeat(${columnsOf(state)}, minmax(0, 1fr))`, gap: `${paddingOf(state)}px` }),
  /** [MEDIA-020] One cell's width. */
  sizes: (state, width) => cellWidth(width, columnsOf(state), paddingOf(state)),
  /** The first row is the first screen's (a row of none asked for counts as the default row). */
  firstScreen: ({ perRow }, slide) => slide < Math.max(1, Math.trunc(perRow || GRID.perRow)),
};
