/**
 * Pure layout arithmetic of every gallery layout: no DOM, sizes in, positions out. What each
 * layout's view adds (styles, image sizes, the first screen) is in `layout-views/` [GAL-010].
 */
import {
  AUTOROWS_DESIGN,
  BLOCK_TYPE_LAYOUTS,
  DEFAULT_LAZY_LOAD,
  DESIGN_NOT_FOUND,
  ANIMATION_MS,
  NEW_SWIPE_DISTANCE_FRACTION,
  NEW_SWIPE_VELOCITY,
  SLIDES_PER_ROW,
  SLIDES_PER_ROW_CAPS,
  STACKED,
  STANDARD_TRANSITION_MS,
  STRIP,
  STRIP_ALIGNMENTS,
  SWIPE_BOUNDARIES,
  SWIPE_TIMING,
  THUMBNAIL_MARGIN_CAP,
  TRANSITIONS,
  TWEEN_DEFAULT_MS,
  TWEEN_MIN_MS,
  designNotFoundError,
} from './constants.ts';

/** A layout a block type maps to [GAL-010], or autorows, chosen by its design name [GAL-091]. */
export type Layout = (typeof BLOCK_TYPE_LAYOUTS)[keyof typeof BLOCK_TYPE_LAYOUTS] | typeof AUTOROWS_DESIGN;
export type Transition = (typeof TRANSITIONS)[number];
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
export type SwipeBoundary = (typeof SWIPE_BOUNDARIES)[number];
/** A layout, or the thumbnails under a slideshow (a linked gallery of its own). */
export type GalleryLayout = Layout | 'thumbnails';

/** What a slide click does besides announcing the slide (`slideActivated`). */
export type SlideClick = 'next' | 'select' | 'none';

/** How a layout behaves: its click rule, the length of its transition, its preloaded neighbours. */
export interface LayoutBehaviour {
  slideClick: SlideClick;
  /** ms the transition after an index change runs (0: nothing moves). */
  motionMs: number;
  /** Slides on each side of the current one whose pictures load [MEDIA-017]. */
  preloadCount: number;
  /** WAI-ARIA pattern: one slide (or row) at a time, or every slide in a list. */
  pattern: 'carousel' | 'list';
}

/**
 * [GAL-094] a stacked gallery's click goes next, unless the click opens a lightbox; [GAL-060] in
 * a strip (and its thumbnails) the clicked slide becomes current. [GAL-086] The slideshow
 * animates for 0.5 s, [GAL-087] the carousel and the strip for the standard 0.3 s.
 * [GAL-093] [GAL-095] The slideshow and the strip preload one slide on each side.
 */
export function layoutBehaviour(layout: GalleryLayout | undefined, lightbox = false): LayoutBehaviour {
  switch (layout) {
    case 'stacked':
      return { slideClick: lightbox ? 'none' : 'next', motionMs: ANIMATION_MS, preloadCount: STACKED.preloadCount, pattern: 'carousel' };
    case 'carousel':
      return { slideClick: 'none', motionMs: STANDARD_TRANSITION_MS, preloadCount: 0, pattern: 'carousel' };
    case 'strip':
      return { slideClick: 'select', motionMs: STANDARD_TRANSITION_MS, preloadCount: STRIP.preloadCount, pattern: 'list' };
    case 'thumbnails':
      return { slideClick: 'select', motionMs: 0, preloadCount: 0, pattern: 'list' };
    case undefined:
      // A gallery without a layout: a renderer of its own decides, the machine times nothing.
      return { slideClick: 'none', motionMs: 0, preloadCount: 0, pattern: 'carousel' };
    default:
      return { slideClick: 'none', motionMs: 0, preloadCount: 0, pattern: 'list' };
  }
}

/**
 * [GAL-032] [MEDIA-017] How many slides on each side of the current one have their pictures from
 * the start: with lazyLoad off (the default) every slide's picture loads with the gallery; with
 * it on, the layout's own count (one each side in a slideshow), the rest as the index comes near.
 */
export function preloadCountFor(lazyLoad: boolean | undefined, count: number): number | undefined {
  return (lazyLoad ?? DEFAULT_LAZY_LOAD) ? undefined : Math.max(0, Math.trunc(count));
}

/** [GAL-010] The layout a gallery block type renders with; any other type is the base layout. */
export function layoutForBlockType(type: string): Layout {
  return Object.hasOwn(BLOCK_TYPE_LAYOUTS, type) ? BLOCK_TYPE_LAYOUTS[type as keyof typeof BLOCK_TYPE_LAYOUTS] : 'base';
}

/** Every design a gallery can be given by name (the layouts the block types map to). */
export const DESIGNS: readonly Layout[] = /* @__PURE__ */ uniqueLayouts();

function uniqueLayouts(): Layout[] {
  return [...new Set<Layout>([...Object.values(BLOCK_TYPE_LAYOUTS), AUTOROWS_DESIGN])];
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

/**
 * [MEDIA-020] The width of one of `n` equal cells across `width` (a CSS length) with `gap` px
 * between them, as one CSS length: a carousel's or a grid's picture `sizes`.
 */
export function cellWidth(width: string, n: number, gap: number): string {
  return n <= 1 ? width : `calc((${width} - ${(n - 1) * gap}px) / ${n})`;
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

// ---- grid, autocolumns, autogrid, thumbnails -----------------------------------------------

/**
 * [GAL-068] [GAL-069] The autocolumns column width: a number above 0, or a string that is one;
 * anything else is refused (null).
 */
export function parseColumnWidth(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** [GAL-098] Thumbnail margin, capped at 5. */
export function thumbnailMargin(margin: number): number {
  return Math.max(0, Math.min(margin, THUMBNAIL_MARGIN_CAP));
}

// ---- slideshow transitions and swipes ---------------------------------------------------------

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
