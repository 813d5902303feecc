import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectShapeBlock, decodeShapeBlock } from '../machines/index.ts';
import {
  DECORATIVE_SHAPES,
  DECORATIVE_SHAPE_LIST_SIZE,
  DEFAULT_SLIDER_ASPECT_RATIO,
  MASK_SHAPES,
  MASK_SHAPE_SET_SIZE,
  SHAPE_ASPECT_PRESETS,
} from '../machines/shape-block/constants.ts';
import { SHAPE_NAMES, aspectPercent, shapePath, type ShapeName } from '../machines/shape-block/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { normalizeProps } from '../adapters/browser/dom-props.ts';

/** Every point of a path's outline (its M and L commands' coordinates). */
const points = (d: string) => [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])] as const);

function decoded(data: object) {
  const result = decodeShapeBlock(JSON.stringify(data));
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('the shape block (000 §9, 002 §3, §9)', () => {
  it('[BLK-071] the aspect presets are 100, 150 and 67 (height as a percentage of the width)', () => {
    expect(Object.values(SHAPE_ASPECT_PRESETS)).toEqual([100, 150, 67]);
    expect(['square', 'portrait', 'landscape'].map((preset) => aspectPercent(preset as keyof typeof SHAPE_ASPECT_PRESETS))).toEqual([100, 150, 67]);
    const api = connectShapeBlock(decoded({ shape: 'circle', aspect: 'portrait' }).data, 's', keepProps);
    expect(api.getRootProps().style).toEqual({ aspectRatio: '100 / 150' });
    // No aspect: the first preset.
    expect(decoded({ shape: 'circle' }).data.aspect).toBe('square');
  });

  it('[CONST-026] the default slider aspect ratio is 50', () => {
    expect(DEFAULT_SLIDER_ASPECT_RATIO).toBe(50);
    expect(decoded({ shape: 'diamond', aspect: {} }).data.aspect).toEqual({ slider: 50 });
    expect(aspectPercent({ slider: Number.NaN })).toBe(50);
    expect(decoded({ shape: 'diamond', aspect: 40 }).data.aspect).toEqual({ slider: 40 });
    expect(decoded({ shape: 'diamond', aspect: '35' }).data.aspect).toEqual({ slider: 35 });
    expect(connectShapeBlock(decoded({ shape: 'diamond', aspect: {} }).data, 's', keepProps).getRootProps().style).toEqual({ aspectRatio: '100 / 50' });
  });

  it('[BLK-072] the crop and mask shapes the spec names (of its 38): circle, diamond, egg, star variants, pills and ribbon, each an SVG clip path', () => {
    expect(MASK_SHAPE_SET_SIZE).toBe(38);
    expect(MASK_SHAPES).toEqual(['circle', 'diamond', 'egg', 'star-4', 'star-5', 'star-6', 'star-8', 'pill-horizontal', 'pill-vertical', 'ribbon']);
    for (const shape of MASK_SHAPES) {
      const api = connectShapeBlock(decoded({ shape, image: { src: '/p.svg', dimensions: '1200x1200', alt: shape } }).data, `m-${shape}`, keepProps);
      expect(api.kind).toBe('mask');
      expect(api.getClipPathProps()).toEqual({ 'data-scope': 'shape-block', 'data-part': 'clip-path', id: `m-${shape}-clip-path`, clipPathUnits: 'objectBoundingBox' });
      expect(api.getMediaProps().style).toEqual({ clipPath: `url(#m-${shape}-clip-path)` });
      expect(api.getSvgProps()).toMatchObject({ 'aria-hidden': true, width: 0, height: 0 });
    }
    // A star of n points has 2n corners.
    for (const n of [4, 5, 6, 8]) expect(points(shapePath(`star-${n}` as ShapeName))).toHaveLength(2 * n);
  });

  it('[BLK-073] the decorative shapes the spec names (of about 33): circle, diamond and gear, drawn in their colour; named ones are images', () => {
    expect(DECORATIVE_SHAPE_LIST_SIZE).toBe(33);
    expect(DECORATIVE_SHAPES).toEqual(['circle', 'diamond', 'gear']);
    const gear = connectShapeBlock(decoded({ shape: 'gear', color: '#264653', label: 'A gear' }).data, 'g', keepProps);
    expect(gear.kind).toBe('drawn');
    expect(gear.getSvgProps()).toMatchObject({ role: 'img', 'aria-label': 'A gear', viewBox: '0 0 1 1', preserveAspectRatio: 'none' });
    // The gear's hole is a second outline, cut out by the even-odd rule.
    expect(gear.getPathProps()).toMatchObject({ fill: '#264653', fillRule: 'evenodd' });
    expect(gear.getPathProps().d.match(/M/g)).toHaveLength(2);
    const plain = connectShapeBlock(decoded({ shape: 'diamond' }).data, 'd', keepProps);
    expect(plain.getSvgProps()).toMatchObject({ 'aria-hidden': true });
    expect(plain.getPathProps()).toMatchObject({ fill: '#1b1b1f', fillRule: 'nonzero', d: 'M0.5,0 L1,0.5 L0.5,1 L0,0.5 Z' });
    // The plain DOM spells SVG's attributes as SVG does.
    expect(connectShapeBlock(decoded({ shape: 'gear' }).data, 'g', normalizeProps).getPathProps()).toMatchObject({ 'fill-rule': 'evenodd', 'clip-rule': 'evenodd' });
    expect(connectShapeBlock(decoded({ shape: 'gear' }).data, 'g', normalizeProps).getSvgProps()).toMatchObject({ viewBox: '0 0 1 1', preserveAspectRatio: 'none' });
  });

  it('[BLK-072] [BLK-073] every shape, at any aspect, stays inside its box and touches it: nothing is drawn outside, nothing left unused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHAPE_NAMES), fc.double({ min: 20, max: 300, noNaN: true }), (shape, percent) => {
        const all = points(shapePath(shape, percent));
        expect(all.length).toBeGreaterThanOrEqual(4);
        for (const [x, y] of all) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(1);
        }
        const xs = all.map(([x]) => x);
        const ys = all.map(([, y]) => y);
        // Shapes fill their box in at least one direction, nearly (a regular five-point star spans 0.95 of it).
        expect(Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))).toBeGreaterThan(0.95);
      }),
    );
  });

  it('[BLK-072] a pill keeps round ends at any aspect: its end is a half circle in the box\'s own units', () => {
    // A landscape box (67 %): the end's radius is half the height, 0.335 of the width.
    const ends = points(shapePath('pill-horizontal', 67)).map(([x, y]) => [x, y * 0.67] as const);
    const right = ends.filter(([x]) => x > 1 - 0.335);
    for (const [x, y] of right) expect(Math.hypot(x - (1 - 0.335), y - 0.335)).toBeCloseTo(0.335, 3);
  });

  it('bad shape data: an unknown name draws a circle and an unknown aspect the square preset, with warnings; script addresses are refused', () => {
    expect(decodeShapeBlock(JSON.stringify({ shape: 'heptagon', aspect: 'tall' }))).toMatchObject({
      ok: true,
      data: { shape: 'circle', aspect: 'square' },
      warnings: ['Unknown shape "heptagon"; drawing a circle instead.', 'Unknown aspect ""tall""; using the square preset.'],
    });
    expect(decodeShapeBlock(JSON.stringify({ shape: 'circle', aspect: { slider: -5 } }))).toMatchObject({ ok: true, data: { aspect: 'square' } });
    for (const bad of ['{"shape":', JSON.stringify({ shape: 7 }), JSON.stringify({ shape: 'egg', image: { src: 'javascript:alert(1)' } }), JSON.stringify({ aspect: 'square' })]) {
      expect(decodeShapeBlock(bad)).toMatchObject({ ok: false, error: 'Error decoding shape block data.' });
    }
  });
});
