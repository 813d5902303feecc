/** The autorows' view rules [GAL-091]: justified rows of pictures at their own ratios (`autorowsLayout`). */
import { AUTOROWS, AUTOROWS_MAX_ROW_HEIGHT_FACTOR } from '../constants.ts';
import { autorowsAspect, autorowsCell, autorowsOptions } from '../autorows.ts';
import type { LayoutView, LayoutViewState } from '../connect-layout.ts';

/** [GAL-091] The target row height (250 px) and the gutter (20 px), unusable values replaced by them. */
const rowsOf = ({ options }: LayoutViewState) => autorowsOptions({ rowHeight: options.rowHeight, gutter: options.gutter ?? AUTOROWS.gutter });

export const autorowsView: LayoutView = {
  /** [GAL-091] Its own ratio; a picture without dimensions is square. */
  frameRatio: (_state, attributes) => 1 / autorowsAspect(attributes.dimensions),
  /** [GAL-091] Rows wrap and grow to the width (`autorowsLayout`); never taller than 2.5 target heights. */
  itemsStyle: (state) => {
    const rows = rowsOf(state);
    return { gap: `${rows.gutter}px`, '--sm-gutter-x': `${rows.gutter}px`, '--sm-row-height': `${rows.rowHeight}px`, '--sm-max-row-height': `${rows.rowHeight * rows.maxRowHeightFactor}px` };
  },
  /** [GAL-091] Its width at the target height, growing with its ratio: CSS flex-wrap lays out `autorowsLayout`. */
  slideStyle: (state, attributes) => {
    const cell = autorowsCell(autorowsAspect(attributes.dimensions), rowsOf(state).rowHeight);
    return { flex: `${cell.grow} 1 ${cell.basis}px` };
  },
  /** [MEDIA-020] [GAL-091] A row is at most 2.5 target heights tall, and never wider than the block. */
  sizes: (state, width, slideRatio) => `min(${width}, ${Math.round(rowsOf(state).rowHeight * AUTOROWS_MAX_ROW_HEIGHT_FACTOR * slideRatio)}px)`,
};
