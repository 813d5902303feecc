/**
 * [GAL-091] The autorows layout: justified rows of pictures at their own aspect ratios (Flickr's
 * justified-layout is the model), as a pure function of the pictures' ratios and the container's
 * width. The rule is the one CSS flex-wrap computes for items whose basis is their width at the
 * target row height and whose grow factor is their aspect ratio, so the server's HTML lays
 * itself out at any width with no script and nothing moves when the page hydrates; this
 * function says where every picture lands, for tests and for renderers that position by hand.
 */
import { AUTOROWS, AUTOROWS_MAX_ROW_HEIGHT_FACTOR } from './constants.ts';
import { FALLBACK_ASPECT } from '../media/constants.ts';

export interface AutorowsOptions {
  /** The target row height (px): 250 by default. */
  rowHeight?: number;
  /** px between pictures and between rows: 20 by default. */
  gutter?: number;
  /** A row is never taller than this many target heights; past it, its pictures are cropped. */
  maxRowHeightFactor?: number;
}

export interface AutorowsBox {
  /** Index of the picture in the gallery. */
  index: number;
  row: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The part of the picture cut off to fit its box (0: none), its aspect ratio against the box's. */
  crop: number;
}

export interface AutorowsRow {
  top: number;
  height: number;
  /** Indexes of its first picture and one past its last. */
  from: number;
  to: number;
  /** Stretched to the container's width (every row but the last). */
  justified: boolean;
}

export interface AutorowsLayout {
  boxes: AutorowsBox[];
  rows: AutorowsRow[];
  /** The height of the whole layout (px). */
  height: number;
}

/**
 * A picture's aspect ratio (width / height) as the layout uses it: a picture without usable
 * dimensions (absent, not WIDTHxHEIGHT, a zero or negative side) is laid out square.
 */
export function autorowsAspect(size: { width: number; height: number } | null | undefined): number {
  if (!size || !(size.width > 0) || !(size.height > 0) || !Number.isFinite(size.width / size.height)) return 1 / FALLBACK_ASPECT;
  return size.width / size.height;
}

/** The options with their defaults (rowHeight 250, gutter 20) and anything unusable replaced by them. */
export function autorowsOptions(options: AutorowsOptions = {}): Required<AutorowsOptions> {
  const positive = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback);
  return {
    rowHeight: positive(options.rowHeight, AUTOROWS.rowHeight),
    gutter: options.gutter !== undefined && Number.isFinite(options.gutter) && options.gutter >= 0 ? options.gutter : AUTOROWS.gutter,
    maxRowHeightFactor: positive(options.maxRowHeightFactor, AUTOROWS_MAX_ROW_HEIGHT_FACTOR),
  };
}

/**
 * The row-breaking rule. Every picture starts at the target height (its width there is its
 * basis). A row takes pictures while their widths and the gutters between them fit the
 * container; the picture that would not fit starts the next row (alone, if it is wider than the
 * container by itself: it is shrunk to the width, shorter than the target, uncropped). Every row
 * but the last is then stretched, each picture in proportion to its aspect ratio, to the
 * container's width: all its pictures share one height, their own ratios kept. A row stretched
 * taller than `maxRowHeightFactor` times the target (a narrow picture followed by one too wide to
 * join it) is held at that height and its pictures cropped to fill their widths. The last row
 * keeps the target height and is not stretched.
 */
export function autorowsLayout(aspects: readonly number[], containerWidth: number, options: AutorowsOptions = {}): AutorowsLayout {
  const { rowHeight, gutter, maxRowHeightFactor } = autorowsOptions(options);
  const width = Number.isFinite(containerWidth) && containerWidth > 0 ? containerWidth : 0;
  const ratios = aspects.map((aspect) => (Number.isFinite(aspect) && aspect > 0 ? aspect : 1 / FALLBACK_ASPECT));
  const boxes: AutorowsBox[] = [];
  const rows: AutorowsRow[] = [];
  let top = 0;
  let from = 0;
  while (from < ratios.length) {
    // Collect: the first picture always; each next one while it fits beside the others.
    let to = from + 1;
    let used = (ratios[from] ?? 1) * rowHeight;
    while (to < ratios.length && used + gutter + (ratios[to] ?? 1) * rowHeight <= width) {
      used += gutter + (ratios[to] ?? 1) * rowHeight;
      to++;
    }
    const last = to === ratios.length;
    const sum = ratios.slice(from, to).reduce((total, ratio) => total + ratio, 0);
    const inner = Math.max(0, width - gutter * (to - from - 1));
    // A lone picture wider than the container is shrunk to it, even on the last row.
    const overflows = used > width;
    const fitted = last && !overflows ? rowHeight : inner / sum;
    const height = Math.min(fitted, rowHeight * maxRowHeightFactor);
    let left = 0;
    for (let index = from; index < to; index++) {
      const ratio = ratios[index] ?? 1;
      const boxWidth = last && !overflows ? ratio * rowHeight : (ratio / sum) * inner;
      const boxRatio = height > 0 ? boxWidth / height : ratio;
      const crop = boxRatio > 0 ? 1 - Math.min(boxRatio / ratio, ratio / boxRatio) : 0;
      boxes.push({ index, row: rows.length, left, top, width: boxWidth, height, crop: Math.max(0, crop) });
      left += boxWidth + gutter;
    }
    rows.push({ top, height, from, to, justified: !last || overflows });
    top += height + gutter;
    from = to;
  }
  return { boxes, rows, height: rows.length === 0 ? 0 : top - gutter };
}

/**
 * What a renderer puts on each picture's cell so CSS flex-wrap computes `autorowsLayout`: the
 * basis (its width at the target height) and a grow factor in proportion to its aspect ratio.
 * The grow factor is the basis itself: CSS hands a line only part of its free space when its
 * grow factors add up to less than 1 (a lone portrait picture's ratio, 0.75), so they never may.
 */
export function autorowsCell(aspect: number, rowHeight: number = AUTOROWS.rowHeight): { basis: number; grow: number } {
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1 / FALLBACK_ASPECT;
  const basis = Math.round(ratio * rowHeight * 1000) / 1000;
  return { basis, grow: basis };
}
