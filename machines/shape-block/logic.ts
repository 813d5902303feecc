import { DECORATIVE_SHAPES, DEFAULT_SLIDER_ASPECT_RATIO, MASK_SHAPES, SHAPE_ASPECT_PRESETS } from './constants.ts';

export type MaskShape = (typeof MASK_SHAPES)[number];
export type DecorativeShape = (typeof DECORATIVE_SHAPES)[number];
export type ShapeName = MaskShape | DecorativeShape;
export type AspectPreset = keyof typeof SHAPE_ASPECT_PRESETS;
/** A preset by name, or the slider's percentage (the height as a percentage of the width). */
export type ShapeAspect = AspectPreset | { slider: number };

export const SHAPE_NAMES: readonly ShapeName[] = [...new Set<ShapeName>([...MASK_SHAPES, ...DECORATIVE_SHAPES])];

export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && (SHAPE_NAMES as readonly string[]).includes(value);
}

export function isAspectPreset(value: unknown): value is AspectPreset {
  return typeof value === 'string' && Object.hasOwn(SHAPE_ASPECT_PRESETS, value);
}

/**
 * [BLK-071] [CONST-026] The box's height as a percentage of its width: a preset's (100, 150,
 * 67), or the slider's; a slider without a usable value is at its default, 50.
 */
export function aspectPercent(aspect: ShapeAspect): number {
  if (typeof aspect === 'string') return SHAPE_ASPECT_PRESETS[aspect];
  return Number.isFinite(aspect.slider) && aspect.slider > 0 ? aspect.slider : DEFAULT_SLIDER_ASPECT_RATIO;
}

type Point = readonly [number, number];

/** Points of a star of `points` tips, outer radius 0.5 and inner radius `inner`, tip up, in a unit square. */
function star(points: number, inner: number): Point[] {
  return Array.from({ length: points * 2 }, (_, at) => {
    const radius = at % 2 === 0 ? 0.5 : inner;
    const angle = -Math.PI / 2 + (at * Math.PI) / points;
    return [0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle)] as const;
  });
}

/** An ellipse of `steps` points inside the box (x0, y0)-(x1, y1), from `from` radians over `sweep`. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, sweep: number, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, at) => {
    const angle = from + (sweep * at) / steps;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/** A gear of `teeth` teeth in a unit square: tips at radius 0.5, roots at 0.4. */
function gear(teeth: number): Point[] {
  const points: Point[] = [];
  for (let tooth = 0; tooth < teeth; tooth++) {
    const start = (tooth * 2 * Math.PI) / teeth;
    const step = (2 * Math.PI) / teeth / 4;
    for (const [offset, radius] of [[0, 0.4], [1, 0.5], [2, 0.5], [3, 0.4]] as const) {
      const angle = start + offset * step;
      points.push([0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle)]);
    }
  }
  return points;
}

/**
 * The outline of a shape in a box 1 wide and `height` tall (so a pill keeps round ends and a
 * circle stays a circle only where the box is square: shapes fill their box).
 */
function outline(shape: ShapeName, height: number): Point[][] {
  const h = height;
  switch (shape) {
    case 'circle':
      return [arc(0.5, h / 2, 0.5, h / 2, 0, 2 * Math.PI, 64)];
    case 'diamond':
      return [[[0.5, 0], [1, h / 2], [0.5, h], [0, h / 2]]];
    case 'egg':
      // Narrower at the top: two half-ellipses of one width, the upper taller.
      return [[...arc(0.5, h * 0.58, 0.5, h * 0.42, 0, Math.PI, 32), ...arc(0.5, h * 0.58, 0.5, h * 0.58, Math.PI, Math.PI, 32)]];
    case 'star-4':
      return [scale(star(4, 0.2), h)];
    case 'star-5':
      return [scale(star(5, 0.19), h)];
    case 'star-6':
      return [scale(star(6, 0.29), h)];
    case 'star-8':
      return [scale(star(8, 0.36), h)];
    case 'pill-horizontal': {
      // Round ends of the box's height (a circle when the box is wider than tall, at most).
      const r = Math.min(0.5, h / 2);
      return [[...arc(1 - r, h / 2, r, h / 2, -Math.PI / 2, Math.PI, 24), ...arc(r, h / 2, r, h / 2, Math.PI / 2, Math.PI, 24)]];
    }
    case 'pill-vertical': {
      const r = Math.min(h / 2, 0.5);
      return [[...arc(0.5, r, 0.5, r, Math.PI, Math.PI, 24), ...arc(0.5, h - r, 0.5, r, 0, Math.PI, 24)]];
    }
    case 'ribbon':
      // A band with a notch cut into each end.
      return [[[0, h * 0.2], [1, h * 0.2], [0.86, h * 0.5], [1, h * 0.8], [0, h * 0.8], [0.14, h * 0.5]]];
    case 'gear':
      // The teeth, and the hole (drawn with the even-odd rule).
      return [scale(gear(10), h), arc(0.5, h / 2, 0.14, (0.14 * h), 0, 2 * Math.PI, 32)];
  }
}

const scale = (points: Point[], height: number): Point[] => points.map(([x, y]) => [x, y * height] as const);
const fixed = (value: number) => String(Math.round(value * 10000) / 10000);

/**
 * [BLK-072] [BLK-073] A shape's SVG path in the unit square its box is mapped to
 * (`clipPathUnits="objectBoundingBox"`, or a `viewBox="0 0 1 1"` drawn without keeping its
 * ratio), drawn for a box whose height is `percent` of its width, so nothing looks stretched.
 */
export function shapePath(shape: ShapeName, percent = 100): string {
  const height = Math.max(0.01, percent / 100);
  return outline(shape, height)
    .map((points) => `M${points.map(([x, y]) => `${fixed(x)},${fixed(y / height)}`).join(' L')} Z`)
    .join(' ');
}

/** A drawn shape with a hole (the gear) needs the even-odd rule. */
export function shapeFillRule(shape: ShapeName): 'evenodd' | 'nonzero' {
  return shape === 'gear' ? 'evenodd' : 'nonzero';
}
