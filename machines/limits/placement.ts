import { GRID_COLUMNS, POSITION_ANCHORS } from './constants.ts';

/** [CONST-016] */
export type PositionAnchor = (typeof POSITION_ANCHORS)[number];

export function isPositionAnchor(value: unknown): value is PositionAnchor {
  return (POSITION_ANCHORS as readonly unknown[]).includes(value);
}

/** [CONST-016] An anchor's place in its box, as fractions: topLeft (0, 0) … bottomRight (1, 1). */
export function anchorFractions(anchor: PositionAnchor): { x: 0 | 0.5 | 1; y: 0 | 0.5 | 1 } {
  const index = POSITION_ANCHORS.indexOf(anchor);
  const steps = [0, 0.5, 1] as const;
  return { x: steps[index % 3] ?? 0, y: steps[Math.floor(index / 3)] ?? 0 };
}

/** [CONST-016] Where content of `size` sits inside a box of `box` at an anchor (top-left corner, px). */
export function placeAtAnchor(anchor: PositionAnchor, box: { width: number; height: number }, size: { width: number; height: number }): { left: number; top: number } {
  const { x, y } = anchorFractions(anchor);
  return { left: (box.width - size.width) * x, top: (box.height - size.height) * y };
}

/**
 * [CONST-017] A block's place on the 12-column grid: its first column (1..12) and its span,
 * kept inside the grid (a span reaching past column 12 is cut there, at least 1 column).
 */
export function gridPlacement(start: number, span: number, columns: number = GRID_COLUMNS): { start: number; span: number } {
  const first = Math.min(Math.max(1, Math.round(Number.isFinite(start) ? start : 1)), columns);
  const wide = Math.round(Number.isFinite(span) ? span : columns);
  return { start: first, span: Math.min(Math.max(1, wide), columns - first + 1) };
}
