/** Pure rules of the text highlight (BLK-040..051): initial state, timing, progress and shapes. */
import {
  FADE_SCALE_FROM,
  HIGHLIGHT_ANIMATIONS,
  HIGHLIGHT_SHAPES,
  MAX_DRAW_DURATION_S,
  MIN_DRAW_DURATION_S,
  UNDRAWN_PROGRESS_OTHER,
  UNDRAWN_PROGRESS_RIGHT,
} from './constants.ts';

export type HighlightShape = (typeof HIGHLIGHT_SHAPES)[number];
/** [BLK-043] draw, fade, fadeScale; 'none' is "any other" of [BLK-047] (shown at once). */
export type HighlightAnimation = (typeof HIGHLIGHT_ANIMATIONS)[number] | 'none';
/** [BLK-045] 'right', or any other direction ('left'). */
export type HighlightDirection = 'right' | 'left';

export interface Box {
  width: number;
  height: number;
}

export const isHighlightShape = (value: unknown): value is HighlightShape => (HIGHLIGHT_SHAPES as readonly unknown[]).includes(value);
export const isHighlightAnimation = (value: unknown): value is Exclude<HighlightAnimation, 'none'> =>
  (HIGHLIGHT_ANIMATIONS as readonly unknown[]).includes(value);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * [BLK-045] [BLK-046] [BLK-047] Where a highlight starts, as progress: 0 is the end state
 * (stroke drawn, fully shown), ±1 the start. A draw starts undrawn at -1 for direction right
 * and 1 otherwise; fade and fadeScale start hidden (1: opacity 0); any other is shown (0).
 */
export function initialProgress(animation: HighlightAnimation, direction: HighlightDirection): number {
  if (animation === 'draw') return direction === 'right' ? UNDRAWN_PROGRESS_RIGHT : UNDRAWN_PROGRESS_OTHER;
  return animation === 'fade' || animation === 'fadeScale' ? 1 : 0;
}

/**
 * [BLK-051] The draw lasts the duration scaled by how far progress must move (a whole draw,
 * from ±1 to 0, takes the duration), clamped to 0.2 .. 1 s. Fades last the duration. In ms.
 */
export function playDurationMs(animation: HighlightAnimation, durationS: number, from: number, to = 0): number {
  const duration = Number.isFinite(durationS) && durationS > 0 ? durationS : 0;
  if (animation !== 'draw') return Math.round(duration * 1000);
  // Progress lives in -1..1, so the distance is at most 2.
  const distance = Number.isFinite(from) && Number.isFinite(to) ? Math.abs(clamp(to, -1, 1) - clamp(from, -1, 1)) : 1;
  return Math.round(clamp(duration * distance, MIN_DRAW_DURATION_S, MAX_DRAW_DURATION_S) * 1000);
}

/** Ease in and out (cubic): the stroke starts and lands softly. */
export const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * The progress `elapsedMs` into a play from `from` to `to` lasting `durationMs`: always within
 * -1..1, `to` once the time is up (and at once for a play of no duration).
 */
export function progressAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  const start = clamp(Number.isFinite(from) ? from : 0, -1, 1);
  const end = clamp(Number.isFinite(to) ? to : 0, -1, 1);
  if (!(durationMs > 0) || !(elapsedMs < durationMs)) return end;
  const t = clamp(Number.isFinite(elapsedMs) ? elapsedMs / durationMs : 0, 0, 1);
  return clamp(start + (end - start) * easeInOutCubic(t), -1, 1);
}

/**
 * What a progress looks like, for any renderer and for the frame loop: the strokes' dash offset
 * (with `pathLength` 1 and a dash array of `1 1`, 0 is drawn and ±1 undrawn, -1 revealing from
 * the start of the path and 1 from its end), and the overlay's opacity and scale for the fades.
 */
export interface HighlightLook {
  dashOffset: number;
  opacity: number;
  scale: number;
}

export function lookAt(animation: HighlightAnimation, progress: number): HighlightLook {
  const p = clamp(Number.isFinite(progress) ? progress : 0, -1, 1);
  if (animation === 'draw') return { dashOffset: -p, opacity: 1, scale: 1 };
  if (animation === 'fade') return { dashOffset: 0, opacity: 1 - Math.abs(p), scale: 1 };
  if (animation === 'fadeScale') return { dashOffset: 0, opacity: 1 - Math.abs(p), scale: 1 - Math.abs(p) * (1 - FADE_SCALE_FROM) };
  return { dashOffset: 0, opacity: 1, scale: 1 };
}

const n = (value: number) => Number(value.toFixed(2));
const pt = (x: number, y: number) => `${n(x)},${n(y)}`;

/** A wave (quadratic segments) from x 0 to `w` around `y`, swinging `a` with wavelength `lambda`. */
function wavePath(w: number, y: number, a: number, lambda: number): string {
  const half = Math.max(4, lambda / 2);
  const segments = clamp(Math.round(w / half), 2, MAX_SEGMENTS);
  const step = w / segments;
  let d = `M${pt(0, y)}`;
  for (let i = 0; i < segments; i++) d += ` Q${pt(step * i + step / 2, y + (i % 2 === 0 ? -a : a) * 2)} ${pt(step * (i + 1), y)}`;
  return d;
}

/** A zigzag from x 0 to `w` between `top` and `bottom`, one point every `step`. */
function zigzag(w: number, top: number, bottom: number, step: number): string {
  const count = clamp(Math.round(w / Math.max(2, step)), 2, MAX_SEGMENTS);
  const points: string[] = [];
  for (let i = 0; i <= count; i++) points.push(pt((w * i) / count, i % 2 === 0 ? bottom : top));
  return `M${points.join(' L')}`;
}

/** The longest side a box is drawn for (px): a measure beyond it is a broken one. */
export const MAX_BOX_SIDE = 10_000;
const sideOf = (value: number) => clamp(Number.isFinite(value) ? value : 1, 1, MAX_BOX_SIDE);
/** At most this many segments in a wave or zigzag, whatever the box. */
const MAX_SEGMENTS = 400;

/**
 * [BLK-040] The strokes of each shape over a text box `width` x `height` (px, the SVG's user
 * units), one path per stroke so every stroke draws from its own start. Shapes may reach a
 * little outside the box (the SVG's overflow is visible).
 */
export function shapePaths(shape: HighlightShape, box: Box): string[] {
  const w = sideOf(box.width);
  const h = sideOf(box.height);
  switch (shape) {
    case 'circle': {
      // An ellipse around the text, a little over one turn, as a hand draws it.
      const cx = w / 2;
      const cy = h / 2;
      const rx = w / 2 + h * 0.35;
      const ry = h * 0.75;
      const points: string[] = [];
      const turns = 1.08;
      const count = 48;
      for (let i = 0; i <= count; i++) {
        const angle = Math.PI * 1.1 + (i / count) * turns * 2 * Math.PI;
        const wobble = 1 + 0.04 * (i / count);
        points.push(pt(cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble));
      }
      return [`M${points.join(' L')}`];
    }
    case 'cross':
      return [`M${pt(0, h * 0.1)} L${pt(w, h * 0.9)}`, `M${pt(0, h * 0.9)} L${pt(w, h * 0.1)}`];
    case 'enclose': {
      const pad = h * 0.2;
      return [`M${pt(-pad, -pad)} L${pt(w + pad, -pad)} L${pt(w + pad, h + pad)} L${pt(-pad, h + pad)} Z`];
    }
    case 'jagged':
      return [zigzag(w, h * 0.92, h * 1.08, h * 0.3)];
    case 'marker':
      return [`M${pt(0, h * 0.62)} L${pt(w, h * 0.58)}`];
    case 'scribble':
      return [
        `M${pt(0, h * 0.3)} L${pt(w, h * 0.25)} L${pt(h * 0.1, h * 0.5)} L${pt(w, h * 0.45)} L${pt(h * 0.1, h * 0.72)} L${pt(w, h * 0.68)}`,
      ];
    case 'strike':
      return [`M${pt(0, h * 0.55)} L${pt(w, h * 0.52)}`];
    case 'strikeDiagonal':
      return [`M${pt(0, h * 0.85)} L${pt(w, h * 0.15)}`];
    case 'underline':
      return [`M${pt(0, h * 1.02)} L${pt(w, h * 1.02)}`];
    case 'underlineCurve':
      return [`M${pt(0, h * 1.06)} Q${pt(w / 2, h * 0.9)} ${pt(w, h * 1.04)}`];
    case 'underlineDouble':
      return [`M${pt(0, h * 0.98)} L${pt(w, h * 0.98)}`, `M${pt(w * 0.04, h * 1.14)} L${pt(w, h * 1.12)}`];
    case 'wave':
      return [wavePath(w, h * 1.02, h * 0.05, h * 0.7)];
  }
}

/** The marker's stroke covers most of a line's height; every other shape uses the thickness. */
export function strokeWidth(shape: HighlightShape, thickness: number, box: Box): number {
  return shape === 'marker' ? n(Math.max(thickness, box.height * 0.55)) : thickness;
}
