/** The autocolumns' view rules [GAL-010] [GAL-090]: columns of at least the column width ('min' behaviour) with the gutter. */
import { AUTOCOLUMNS } from '../constants.ts';
import type { LayoutView } from '../connect-layout.ts';
import { columnSizes, columnWidthOf } from './shared.ts';

export const autocolumnsView: LayoutView = {
  itemsStyle: (state) => {
    const gutter = state.options.gutter ?? AUTOCOLUMNS.gutter;
    return { columnWidth: `${columnWidthOf(state)}px`, columnGap: `${gutter}px`, '--sm-column-gap': `${gutter}px` };
  },
  sizes: columnSizes,
};
