/** Pure layout arithmetic of every gallery layout: no DOM, sizes in, positions out. */
import {
  AUTOCOLUMNS,
  BLOCK_TYPE_LAYOUTS,
  CAROUSEL_GUTTER,
  DESIGN_NOT_FOUND,
  GRID,
  KEN_BURNS_ZOOM,
  NEW_SWIPE_DISTANCE_FRACTION,
  NEW_SWIPE_VELOCITY,
  SCROLL_INTO_VIEW_OFFSET,
  SLIDES_PER_ROW,
  SLIDES_PER_ROW_CAPS,
  STRIP_ALIGNMENTS,
  SWIPE_BOUNDARIES,
  SWIPE_TIMING,
  THUMBNAIL_MARGIN_CAP,
  TRANSITIONS,
  TWEEN_DEFAULT_MS,
  TWEEN_MIN_MS,
  designNotFoundError,
} from './constants.ts';
import { groupOf, lastGroup } from './logic.ts';

export type Layout = (typeof BLOCK_TYPE_LAYOUTS)[keyof typeof BLOCK_TYPE_LAYOUTS];
export type Transition = (typeof TRANSITIONS)[number];
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
export type SwipeBoundary = (typeof SWIPE_BOUNDARIES)[number];

/** [GAL-010] The layout a gallery block type renders with; any other type is the base layout. */
export function layoutForBlockType(type: string): Layout {
  return Object.hasOwn(BLOCK_TYPE_LAYOUTS, type) ? BLOCK_TYPE_LAYOUTS[type as keyof typeof BLOCK_TYPE_LAYOUTS] : 'base';
}

/** Every design a gallery can be given by name (the layouts the block types map to). */
export const DESIGNS: readonly Layout[] = /* @__PURE__ */ uniqueLayouts();

function uniqueLayouts(): Layout[] {
  return [...new Set(Object.values(BLOCK_TYPE_LAYOUTS))];
}

/**
 * [GAL-065] [GAL-066] A design chosen by name must exist: the error names it, and the report
 * lists the designs that are loaded.
 */
export function resolveDesign(
  name: string,
  loaded: readonly string[] = DESIGNS,
): { ok: true; design: string } | { ok: false; error: string; report: string } {
  if (loaded.includes(name)) return { ok: true, design: name };
  return { ok: false, error: designNotFoundError(name), report: `${DESIGN_NOT_FOUND}: ${loaded.join(', ')}` };
}

/** [GAL-075] A stacked transition by name; an unknown name throws. */
export function stackedTransition(name: string): Transition {
  if ((TRANSITIONS as readonly string[]).includes(name)) return name as Transition;
  throw new Error(`Unknown stacked transition: ${name}`);
}

// ---- carousel ------------------------------------------------------------------------------

/** [GAL-089] Slides per carousel row: the requested count, at most 3 below 724 px and 2 below 480 px. */
export function slidesPerRow(windowWidth: number, requested: number = SLIDES_PER_ROW): number {
  let perRow = Math.max(1, Math.trunc(requested) || SLIDES_PER_ROW);
  for (const cap of SLIDES_PER_ROW_CAPS) if (windowWidth < cap.below) perRow = Math.min(perRow, cap.max);
  return perRow;
}

/** [GAL-057] The carousel's groups: consecutive runs of `perRow` slide indexes. */
export function carouselGroups(count: number, perRow: number): number[][] {
  const size = Math.max(1, perRow);
  return Array.from({ length: Math.ceil(Math.max(0, count) / size) }, (_, group) =>
    Array.from({ length: Math.min(size, count - group * size) }, (_, offset) => group * size + offset),
  );
}

/**
 * [GAL-011] [GAL-012] The carousel's previous/next controls: hidden when every slide fits in
 * one row, disabled on the first and the last group (without loop).
 */
export function carouselControls(count: number, perRow: number, index: number, loop = false) {
  const group = groupOf(index, perRow);
  const hidden = count <= perRow;
  return {
    hidden,
    group,
    groups: lastGroup(count, perRow) + 1,
    previousDisabled: !loop && group === 0,
    nextDisabled: !loop && group === lastGroup(count, perRow),
  };
}

/** Width of one carousel slide: the row less its gutters [GAL-088], shared equally. */
export function carouselSlideWidth(containerWidth: number, perRow: number, gutter: number = CAROUSEL_GUTTER): number {
  return Math.max(0, (containerWidth - gutter * (perRow - 1)) / perRow);
}

/** The carousel track's offset (px, leftwards) that shows `index`'s group. */
export function carouselOffset(index: number, perRow: number, containerWidth: number, gutter: number = CAROUSEL_GUTTER): number {
  return groupOf(index, perRow) * (containerWidth + gutter);
}

// ---- strip ---------------------------------------------------------------------------------

/** [GAL-070] Strip alignment is start, middle or end; anything else is refused. */
export function isStripAlignment(value: unknown): value is StripAlignment {
  return typeof value === 'string' && (STRIP_ALIGNMENTS as readonly string[]).includes(value);
}

/**
 * [GAL-060] [GAL-095] The strip's track offset (px) that puts the current slide at the start,
 * middle or end of the container, never scrolling past either end of the track.
 */
export function stripOffset(
  slides: readonly { left: number; width: number }[],
  index: number,
  containerWidth: number,
  alignment: StripAlignment,
): number {
  const slide = slides[index];
  const last = slides.at(-1);
  if (!slide || !last) return 0;
  const trackWidth = last.left + last.width;
  const wanted =
    alignment === 'start' ? slide.left : alignment === 'end' ? slide.left + slide.width - containerWidth : slide.left + slide.width / 2 - containerWidth / 2;
  return Math.max(0, Math.min(wanted, Math.max(0, trackWidth - containerWidth)));
}

/** [GAL-100] Scroll position that brings an item into view with the 30 px offset. */
export function scrollIntoViewOffset(itemTop: number, offset: number = SCROLL_INTO_VIEW_OFFSET): number {
  return Math.max(0, itemTop - offset);
}

// ---- grid, autocolumns, autogrid, thumbnails -----------------------------------------------

/** [GAL-092] Grid cell width: perRow cells with `padding` between them. */
export function gridCellWidth(containerWidth: number, perRow: number = GRID.perRow, padding: number = GRID.padding): number {
  const columns = Math.max(1, Math.trunc(perRow));
  return Math.max(0, (containerWidth - padding * (columns - 1)) / columns);
}

/**
 * [GAL-068] [GAL-069] The autocolumns column width: a number above 0, or a string that is one;
 * anything else is refused (null).
 */
export function parseColumnWidth(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * [GAL-090] How many columns of at least `columnWidth` fit ('min' behaviour: columns never
 * narrower than the width asked for), at least one.
 */
export function autoColumnCount(containerWidth: number, columnWidth: number = AUTOCOLUMNS.columnWidth, gutter: number = AUTOCOLUMNS.gutter): number {
  return Math.max(1, Math.floor((containerWidth + gutter) / (columnWidth + gutter)));
}

/**
 * Masonry placement for autocolumns: each item (by aspect ratio height/width) goes to the
 * shortest column so far. Returns each item's column, top and the columns' heights.
 */
export function placeInColumns(heightRatios: readonly number[], columns: number, columnWidth: number, gutter: number = AUTOCOLUMNS.gutter) {
  const heights = Array.from({ length: Math.max(1, columns) }, () => 0);
  const placements = heightRatios.map((ratio) => {
    const column = heights.indexOf(Math.min(...heights));
    const top = heights[column] ?? 0;
    heights[column] = top + ratio * columnWidth + gutter;
    return { column, top, left: column * (columnWidth + gutter), height: ratio * columnWidth };
  });
  return { placements, height: Math.max(0, ...heights.map((h) => h - gutter)) };
}

/** [GAL-098] Thumbnail margin, capped at 5. */
export function thumbnailMargin(margin: number): number {
  return Math.max(0, Math.min(margin, THUMBNAIL_MARGIN_CAP));
}

// ---- slideshow transitions and swipes ---------------------------------------------------------

/** [GAL-096] The ken-burns scale of the active slide's image at progress 0..1. */
export function kenBurnsScale(progress: number): number {
  return 1 + (KEN_BURNS_ZOOM - 1) * Math.max(0, Math.min(1, progress));
}

/**
 * [GAL-097] Swipe transition time (s) for the distance left to travel (0..1 of the width):
 * 0.2 s below the 767 px breakpoint; from 767 px on, in proportion, between 0.2 and 0.5 s.
 */
export function swipeDuration(remainingFraction: number, viewportWidth: number): number {
  const { minSeconds, maxSeconds, breakpoint } = SWIPE_TIMING;
  if (viewportWidth < breakpoint) return minSeconds;
  return Math.max(minSeconds, Math.min(maxSeconds, maxSeconds * Math.abs(remainingFraction)));
}

/**
 * [GAL-064] [GAL-072] Where a new-swipe drag goes when released: past the snap point (half the
 * container width unless snapPoints gives another fraction), or faster than 1 (px per ms), it
 * advances in the drag's sense (leftwards is next); else it snaps back.
 */
export function newSwipeOutcome(dragX: number, containerWidth: number, velocity: number, snapPoint: number | null = null): 'next' | 'previous' | 'stay' {
  const far = Math.abs(dragX) > containerWidth * (snapPoint ?? NEW_SWIPE_DISTANCE_FRACTION);
  const fast = Math.abs(velocity) > NEW_SWIPE_VELOCITY;
  if ((!far && !fast) || dragX === 0) return 'stay';
  return dragX < 0 ? 'next' : 'previous';
}

/**
 * [GAL-064] [GAL-071] How far (px) the new-swipe track follows a drag of `dragX` from slide
 * `index` of `count`, each slide `width` wide: freely between the first and the last slide,
 * and past them as the boundary allows (none: freely, hard: not at all, inertial: a third).
 */
export function dragOffset(dragX: number, index: number, count: number, width: number, boundary: SwipeBoundary): number {
  const position = applySwipeBoundary(-index * width + dragX, -Math.max(0, count - 1) * width, 0, boundary);
  return position + index * width;
}

/** [GAL-071] Swipe boundaries are none, hard or inertial; anything else is refused. */
export function isSwipeBoundary(value: unknown): value is SwipeBoundary {
  return typeof value === 'string' && (SWIPE_BOUNDARIES as readonly string[]).includes(value);
}

/**
 * [GAL-071] A drag offset past the first or last slide: free with 'none', stopped at the end
 * with 'hard', and with 'inertial' let past the end at a third of the pull.
 */
export function applySwipeBoundary(offset: number, min: number, max: number, boundary: SwipeBoundary): number {
  if (boundary === 'none') return offset;
  const clamped = Math.max(min, Math.min(max, offset));
  return boundary === 'hard' ? clamped : clamped + (offset - clamped) / 3;
}

/**
 * [GAL-072] New-swipe snap points: 'none', or a percentage ('25%' or 25, 0..100). Returns the
 * fraction, null for none, or undefined when the value is neither.
 */
export function parseSnapPoints(value: unknown): number | null | undefined {
  if (value === 'none' || value === null) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/%$/, '') : '';
  const number = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number / 100 : undefined;
}

// ---- tween -----------------------------------------------------------------------------------

/** [GAL-086] Cubic ease in and out. */
export function easeInOutCubic(t: number): number {
  const x = Math.max(0, Math.min(1, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * [GAL-073] [GAL-074] [GAL-101] A tween: a finite duration (default 300 ms, at least 50) and a
 * step function, or it throws. Returns the step to call with elapsed ms; true when done.
 */
export function createTween(step: unknown, duration: unknown = TWEEN_DEFAULT_MS): (elapsedMs: number) => boolean {
  if (typeof step !== 'function') throw new TypeError('A tween requires a function.');
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new TypeError('A tween duration must be a finite number.');
  const ms = Math.max(TWEEN_MIN_MS, duration);
  return (elapsedMs) => {
    const progress = Math.min(1, Math.max(0, elapsedMs) / ms);
    (step as (value: number) => void)(easeInOutCubic(progress));
    return progress >= 1;
  };
}
