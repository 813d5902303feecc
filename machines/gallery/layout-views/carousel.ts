/** The carousel's view rules [GAL-010] [GAL-088] [GAL-089]: one row of slides at a time. */
import { CAROUSEL_GUTTER, SLIDES_PER_ROW, SLIDES_PER_ROW_CAPS } from '../constants.ts';
import { groupOf } from '../logic.ts';
import { cellWidth, slidesPerRow } from '../layouts.ts';
import type { LayoutView, LayoutViewState } from '../connect-layout.ts';

/** [GAL-088] px between slides (1 by default). */
const gutterOf = ({ options }: LayoutViewState) => options.gutter ?? CAROUSEL_GUTTER;

export const carouselView: LayoutView = {
  /** [GAL-016] The block's ratio for every slide's box; square when it sets none. */
  frameRatio: ({ options }) => options.aspectRatio ?? 1,
  rootStyle: (state) => {
    // [GAL-089] The row as the machine knows it, and as the stylesheet narrows it until the
    // window's width is known (below 724 and 480 px).
    const style: Record<string, string | number> = { '--sm-per-row': state.context.groupSize };
    for (const cap of SLIDES_PER_ROW_CAPS) style[`--sm-per-row-below-${cap.below}`] = slidesPerRow(cap.below - 1, state.perRow);
    style['--sm-gutter'] = `${gutterOf(state)}px`;
    return style;
  },
  /** The track shifts by a row. */
  trackTransform: (state) => `translateX(calc(${-state.group} * (100% + ${gutterOf(state)}px)))`,
  /** [GAL-011] Every slide fits in one row: the controls have nothing to do. */
  hidesControlsWhenAllFit: true,
  /** [MEDIA-020] [GAL-089] A cell of the row, narrowed below 724 and 480 px. */
  sizes: (state, width) => {
    const requested = state.perRow ?? SLIDES_PER_ROW;
    const gutter = gutterOf(state);
    const conditions = [...SLIDES_PER_ROW_CAPS].map((cap) => `(max-width: ${cap.below - 1}px) ${cellWidth(width, slidesPerRow(cap.below - 1, requested), gutter)}`);
    return [...conditions, cellWidth(width, slidesPerRow(Number.POSITIVE_INFINITY, requested), gutter)].join(', ');
  },
  /** The first row is the first screen's. */
  firstScreen: ({ context }, slide) => {
    const perRow = Math.max(1, context.groupSize);
    return groupOf(slide, perRow) === groupOf(context.index, perRow);
  },
};
