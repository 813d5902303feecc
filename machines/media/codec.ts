import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import {
  BAD_DIMENSIONS_WARNING,
  DEFAULT_LOAD_MODE,
  DEFAULT_SIZE_ADJUSTMENT,
  DEFAULT_SIZE_FORMAT,
  DEFAULT_STRETCH,
  IMAGE_ERRORS,
  LOAD_MODES,
  MISSING_FIT_ALIGNMENT_WARNING,
  SIZE_FORMATS,
} from './constants.ts';
import {
  cropModeFor,
  isImageMode,
  parseDimensions,
  parseFocalPoint,
  resolveFitAlignment,
  type CropMode,
  type FitAlignment,
  type Point,
  type Size,
  type SizeFormat,
} from './logic.ts';

export type LoadMode = (typeof LOAD_MODES)[number];

/** [MEDIA-002] Everything an image's data attributes can set, with the spec's defaults. */
export interface ImageSettings {
  source: string;
  /** [MEDIA-003] null when absent or not WIDTHxHEIGHT. */
  dimensions: Size | null;
  /** Height / width of the box when it is fixed (imageAspectRatio), else null. */
  fixedRatio: number | null;
  focalPoint: Point;
  load: LoadMode;
  forceUpdate: boolean;
  crop: CropMode;
  sizeAdjustment: number;
  sizeFormat: SizeFormat;
  stretch: boolean;
  useBackgroundImage: boolean;
  advancedPositioning: boolean;
  allowSaveData: boolean;
  minDevicePixelRatio: number | undefined;
  maxDevicePixelRatio: number | undefined;
  fitAlignment: FitAlignment;
}

/** Data attributes are strings or absent; anything else is not an attribute map. */
const AttributeMap = t.record(t.string, t.union([t.string, t.undefined]));

const bool = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === 'true' || value === '');
const num = (value: string | undefined) => {
  const number = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * An image address a page may load: http(s), or relative to the page. The URL parser reads it as
 * the browser will (control characters dropped), so `java\tscript:` and `data:` are refused.
 */
function isImageSource(source: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(source, 'https://site.invalid/').protocol);
  } catch {
    return false;
  }
}

/** An image's settings decoded, with what to warn about; refused with the catalogue's message [MEDIA-022]. */
export type ImageSettingsDecoding =
  | (Extract<Decoded<ImageSettings>, { ok: true }> & { warnings: string[] })
  | (Extract<Decoded<ImageSettings>, { ok: false }> & { error: string });

/**
 * [MEDIA-001] [MEDIA-002] Reads an image's settings from its data attributes (`data-src`,
 * `data-image-dimensions`, `data-image-focal-point`, `data-load`, `data-mode`, ...). A missing
 * source is the catalogue's error; bad dimensions or a missing fit alignment only warn.
 */
export function decodeImageSettings(attributes: unknown): ImageSettingsDecoding {
  const decoded = decodeWith(AttributeMap, attributes);
  if (!decoded.ok) return { ok: false, error: IMAGE_ERRORS.badSource, details: decoded.details.map((detail) => `data attributes: ${detail}`) };
  const a = decoded.data;
  const source = a['data-src']?.trim() ?? '';
  if (source === '') return { ok: false, error: IMAGE_ERRORS.badSource, details: ['data-src: missing'] };
  if (!isImageSource(source)) return { ok: false, error: IMAGE_ERRORS.badSource, details: ['data-src: not an http(s) or page-relative address'] };
  const warnings: string[] = [];
  const dimensions = parseDimensions(a['data-image-dimensions']);
  if (a['data-image-dimensions'] !== undefined && dimensions === null) warnings.push(BAD_DIMENSIONS_WARNING);
  const mode = a['data-mode'] ?? null;
  const crop = cropModeFor(isImageMode(mode) ? mode : null);
  const fit = resolveFitAlignment(a['data-fit-alignment']);
  if (crop === 'contain' && fit.warn) warnings.push(MISSING_FIT_ALIGNMENT_WARNING);
  const load = a['data-load'];
  const format = a['data-size-format'];
  return {
    ok: true,
    warnings,
    data: {
      source,
      dimensions,
      fixedRatio: num(a['data-fixed-ratio']) ?? null,
      focalPoint: parseFocalPoint(a['data-image-focal-point']),
      load: (LOAD_MODES as readonly string[]).includes(load ?? '') ? (load as LoadMode) : DEFAULT_LOAD_MODE,
      forceUpdate: bool(a['data-force-update'], false),
      crop,
      sizeAdjustment: num(a['data-size-adjustment']) ?? DEFAULT_SIZE_ADJUSTMENT,
      sizeFormat: (SIZE_FORMATS as readonly string[]).includes(format ?? '') ? (format as SizeFormat) : DEFAULT_SIZE_FORMAT,
      stretch: bool(a['data-stretch'], DEFAULT_STRETCH),
      useBackgroundImage: bool(a['data-use-bg-image'], false),
      advancedPositioning: bool(a['data-use-advanced-positioning'], false),
      allowSaveData: bool(a['data-allow-save-data'], false),
      minDevicePixelRatio: num(a['data-min-dpr']),
      maxDevicePixelRatio: num(a['data-max-dpr']),
      fitAlignment: fit.alignment,
    },
  };
}
