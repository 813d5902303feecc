import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { isSafeAddress } from '../gallery/codec.ts';
import { parseDimensions, parseFocalPoint, type Point, type Size } from '../media/logic.ts';
import { DEFAULT_SHAPE_ASPECT, DEFAULT_SHAPE_COLOR, DEFAULT_SLIDER_ASPECT_RATIO, FALLBACK_SHAPE, SHAPE_BLOCK_DATA_ERROR, unknownAspectWarning, unknownShapeWarning } from './constants.ts';
import { isAspectPreset, isShapeName, type ShapeAspect, type ShapeName } from './logic.ts';

/** Shape block data as a published page carries it (untrusted JSON). */
const ShapeBlockCodec = t.intersection([
  t.type({ shape: t.string }),
  t.partial({
    /** [BLK-071] A preset (square, portrait, landscape), or the slider's percentage (a number, or `{ slider }`, 50 without a value [CONST-026]). */
    aspect: t.union([t.string, t.number, t.partial({ slider: t.number })]),
    /** A decorative shape's colour (a CSS colour). */
    color: t.string,
    /** The picture the shape crops (a mask); without it the shape is drawn [BLK-073]. */
    image: t.intersection([t.type({ src: t.string }), t.partial({ dimensions: t.string, focalPoint: t.string, alt: t.string })]),
    /** What the shape is called, for a drawn shape that means something (none: decoration). */
    label: t.string,
    caption: t.string,
  }),
]);

export type ShapeBlockData = t.TypeOf<typeof ShapeBlockCodec>;

/** A shape block, read: a known shape, an aspect, and a picture to crop or a colour to draw. */
export interface DecodedShapeBlock {
  shape: ShapeName;
  aspect: ShapeAspect;
  image: { src: string; dimensions: Size | null; focalPoint: Point; alt: string } | null;
  color: string;
  label: string | null;
  caption: string | null;
}

export type ShapeBlockDecoding = (Decoded<DecodedShapeBlock> & { ok: true; warnings: string[] }) | { ok: false; error: string; details: string[] };

/** [BLK-071] [CONST-026] A preset name, the slider's percentage (a number, or a numeric string), or null. */
function readAspect(value: string | number | { slider?: number } | undefined): ShapeAspect | null {
  if (value === undefined) return DEFAULT_SHAPE_ASPECT;
  if (isAspectPreset(value)) return value;
  // The slider's own form: without a value it is at its default [CONST-026].
  if (typeof value === 'object') return value.slider === undefined ? { slider: DEFAULT_SLIDER_ASPECT_RATIO } : value.slider > 0 && Number.isFinite(value.slider) ? { slider: value.slider } : null;
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? { slider: number } : null;
}

/**
 * Decodes a shape block's JSON text. Unreadable text or the wrong shape of data is refused with
 * the error (the page shows nothing for the block); an unknown shape name draws a circle and an
 * unknown aspect the square preset, each with a warning; a picture address that could run
 * script is refused.
 */
export function decodeShapeBlock(json: string): ShapeBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: SHAPE_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(ShapeBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: SHAPE_BLOCK_DATA_ERROR, details: decoded.details };
  const data = decoded.data;
  if (data.image && !isSafeAddress(data.image.src)) return { ok: false, error: SHAPE_BLOCK_DATA_ERROR, details: ['image.src: must not be a script address'] };
  const warnings: string[] = [];
  const shape = isShapeName(data.shape) ? data.shape : FALLBACK_SHAPE;
  if (shape !== data.shape) warnings.push(unknownShapeWarning(data.shape));
  const aspect = readAspect(data.aspect);
  if (aspect === null) warnings.push(unknownAspectWarning(JSON.stringify(data.aspect)));
  return {
    ok: true,
    warnings,
    data: {
      shape,
      aspect: aspect ?? DEFAULT_SHAPE_ASPECT,
      image: data.image
        ? { src: data.image.src, dimensions: parseDimensions(data.image.dimensions), focalPoint: parseFocalPoint(data.image.focalPoint), alt: data.image.alt ?? '' }
        : null,
      color: data.color ?? DEFAULT_SHAPE_COLOR,
      label: data.label ?? null,
      caption: data.caption ?? null,
    },
  };
}
