/** Pure image rules: which width to ask for, where to crop, when to load. */
import {
  DEFAULT_FIT_ALIGNMENT,
  DEFAULT_FOCAL_POINT,
  DEFAULT_SIZE_ADJUSTMENT,
  FIT_ALIGNMENTS,
  IMAGE_MODE_CROPS,
  IMAGE_WIDTH_STEPS,
  LAZY_MARGIN_PX,
} from './constants.ts';

export type CropMode = (typeof IMAGE_MODE_CROPS)[keyof typeof IMAGE_MODE_CROPS];
export type ImageMode = keyof typeof IMAGE_MODE_CROPS;
export type FitAlignment = (typeof FIT_ALIGNMENTS)[number];
export type SizeFormat = 'queryString' | 'filename';
export interface Size {
  width: number;
  height: number;
}
export type { Point } from '../shared/geometry.ts';
import type { Point } from '../shared/geometry.ts';

export interface WidthOptions {
  /** [MEDIA-002] Device pixel ratio bounds: the ratio used is clamped to them. */
  minDevicePixelRatio?: number;
  maxDevicePixelRatio?: number;
  /** [MEDIA-007] Multiplies the wanted width; default 1. */
  sizeAdjustment?: number;
}

/**
 * [MEDIA-020] The width to ask for: the smallest step at least the rendered width times the
 * device pixel ratio (clamped to min/max, times the size adjustment); the largest step when
 * none is large enough.
 */
export function chooseImageWidth(renderedWidth: number, devicePixelRatio: number, options: WidthOptions = {}): number {
  const { minDevicePixelRatio = 0, maxDevicePixelRatio = Number.POSITIVE_INFINITY, sizeAdjustment = DEFAULT_SIZE_ADJUSTMENT } = options;
  const ratio = Math.min(maxDevicePixelRatio, Math.max(minDevicePixelRatio, devicePixelRatio || 1));
  const wanted = Math.max(0, renderedWidth) * ratio * sizeAdjustment;
  const ascending = [...IMAGE_WIDTH_STEPS].reverse();
  return ascending.find((step) => step >= wanted) ?? IMAGE_WIDTH_STEPS[0];
}

/**
 * [MEDIA-008] The address of a source at a width: `?format=500w` (queryString, the default)
 * or `name-500w.ext` (filename).
 */
export function imageUrl(source: string, width: number, format: SizeFormat = 'queryString'): string {
  if (format === 'filename') {
    const [path = '', query] = source.split('?', 2);
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const named = dot > slash ? `${path.slice(0, dot)}-${width}w${path.slice(dot)}` : `${path}-${width}w`;
    return query === undefined ? named : `${named}?${query}`;
  }
  return `${source}${source.includes('?') ? '&' : '?'}format=${width}w`;
}

/**
 * [MEDIA-020] The width steps worth offering for a source: every step up to the first one at
 * least its natural width (a larger step would only upscale); all of them when it is unknown.
 */
export function widthStepsFor(naturalWidth: number | null | undefined): number[] {
  const ascending = [...IMAGE_WIDTH_STEPS].reverse();
  if (!naturalWidth || naturalWidth <= 0) return ascending;
  const cover = ascending.findIndex((step) => step >= naturalWidth);
  return cover === -1 ? ascending : ascending.slice(0, cover + 1);
}

/** [MEDIA-020] A `srcset` of the width steps, so a browser picks the step it needs before any script runs. */
export function srcSetOf(source: string, naturalWidth: number | null | undefined, format: SizeFormat = 'queryString'): string {
  return widthStepsFor(naturalWidth)
    .map((width) => `${imageUrl(source, width, format)} ${width}w`)
    .join(', ');
}

/** The width step a loaded address asks for, among a source's steps; null when it is none of them. */
export function widthOfUrl(url: string, source: string, naturalWidth: number | null | undefined, format: SizeFormat = 'queryString'): number | null {
  return widthStepsFor(naturalWidth).find((width) => url.endsWith(imageUrl(source, width, format))) ?? null;
}

/** [MEDIA-015] Re-source only for a larger width, or when an update is forced. */
export function shouldResource(currentWidth: number | null, nextWidth: number, force = false): boolean {
  return force || currentWidth === null || nextWidth > currentWidth;
}

/** [MEDIA-006] [MEDIA-012] The crop an image mode gives: fill → cover, fit → contain, none or null → none. */
export function cropModeFor(mode: ImageMode | null | undefined): CropMode {
  return mode ? IMAGE_MODE_CROPS[mode] : 'none';
}

export function isImageMode(value: unknown): value is ImageMode {
  return typeof value === 'string' && Object.hasOwn(IMAGE_MODE_CROPS, value);
}

/** [MEDIA-010] [MEDIA-011] A fit alignment, or centre with a warning when it is missing. */
export function resolveFitAlignment(value: unknown): { alignment: FitAlignment; warn: boolean } {
  if (typeof value === 'string' && (FIT_ALIGNMENTS as readonly string[]).includes(value)) return { alignment: value as FitAlignment, warn: false };
  return { alignment: DEFAULT_FIT_ALIGNMENT, warn: true };
}

/** A box inside the container, in px: where the image is drawn. */
export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where an image sits in its container:
 * - cover: scaled to fill, then shifted so the focal point is as near the centre as the
 *   edges allow (the crop keeps the focal point in view);
 * - contain: scaled to fit whole, placed by the fit alignment;
 * - none: natural size, its focal point on the container's centre, edges kept in when it fits.
 */
export function placeImage(container: Size, image: Size, crop: CropMode, focal: Point = DEFAULT_FOCAL_POINT, alignment: FitAlignment = DEFAULT_FIT_ALIGNMENT): Placement {
  if (image.width <= 0 || image.height <= 0) return { width: container.width, height: container.height, left: 0, top: 0 };
  if (crop === 'contain') {
    const scale = Math.min(container.width / image.width, container.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const spareX = container.width - width;
    const spareY = container.height - height;
    const left = alignment === 'left' ? 0 : alignment === 'right' ? spareX : spareX / 2;
    const top = alignment === 'top' ? 0 : alignment === 'bottom' ? spareY : spareY / 2;
    return { width, height, left, top };
  }
  const scale = crop === 'cover' ? Math.max(container.width / image.width, container.height / image.height) : 1;
  const width = image.width * scale;
  const height = image.height * scale;
  const centre = (size: number, drawn: number, at: number) => {
    const wanted = size / 2 - at * drawn;
    return drawn >= size ? clamp(wanted, size - drawn, 0) : crop === 'cover' ? 0 : clamp(wanted, 0, size - drawn);
  };
  return { width, height, left: centre(container.width, width, focal.x), top: centre(container.height, height, focal.y) };
}

/** How an image is drawn in its box, as CSS can say it before anything is measured. */
export interface ObjectPlacement {
  objectFit: 'cover' | 'contain' | 'none';
  objectPosition: string;
}

/**
 * [MEDIA-004] [MEDIA-006] [MEDIA-010] `placeImage` as CSS `object-fit` and `object-position`:
 * cover and contain depend only on the box's and the image's shapes, so the server renders the
 * same crop the browser keeps (no script, no layout shift). `none` puts the focal point at the
 * same fraction of the box.
 */
export function objectPlacement(crop: CropMode, boxRatio: number, image: Size | null, focal: Point = DEFAULT_FOCAL_POINT, alignment: FitAlignment = DEFAULT_FIT_ALIGNMENT): ObjectPlacement {
  if (crop === 'none' || !image) return { objectFit: crop === 'none' ? 'none' : crop, objectPosition: `${percent(focal.x)} ${percent(focal.y)}` };
  const box = { width: 1, height: boxRatio };
  const drawn = placeImage(box, image, crop, focal, alignment);
  const along = (at: number, spare: number) => (Math.abs(spare) < 1e-9 ? 0.5 : at / spare);
  return { objectFit: crop, objectPosition: `${percent(along(drawn.left, box.width - drawn.width))} ${percent(along(drawn.top, box.height - drawn.height))}` };
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** A rectangle as getBoundingClientRect gives it. */
export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** [MEDIA-016] An element is near enough to load within 200 px of the viewport. */
export function isNearViewport(rect: Rect, viewport: Size, margin: number = LAZY_MARGIN_PX): boolean {
  return rect.bottom >= -margin && rect.top <= viewport.height + margin && rect.right >= -margin && rect.left <= viewport.width + margin;
}

/**
 * [MEDIA-017] Slides whose images load around the current one: `preloadCount` on each side,
 * wrapping past the ends when the gallery loops.
 */
export function indexesToPreload(current: number, count: number, preloadCount: number, loop: boolean): number[] {
  if (count <= 0) return [];
  const wanted = new Set<number>([current]);
  for (let offset = 1; offset <= preloadCount; offset++) {
    for (const index of [current + offset, current - offset]) {
      if (index >= 0 && index < count) wanted.add(index);
      else if (loop) wanted.add(((index % count) + count) % count);
    }
  }
  return [...wanted].sort((a, b) => a - b);
}

/**
 * [MEDIA-017] Whether one slide's image loads around the current one: within `preloadCount`
 * on either side, counted round the ends only when the gallery loops. The same answer as
 * `indexesToPreload(...).includes(index)`, without building the list (a slide asks on every
 * change of a 1,000-slide gallery).
 */
export function isPreloadIndex(index: number, current: number, count: number, preloadCount: number, loop: boolean): boolean {
  if (index < 0 || index >= count) return false;
  const distance = Math.abs(index - current);
  return distance <= preloadCount || (loop && count - distance <= preloadCount);
}

/** [MEDIA-003] `WIDTHxHEIGHT` with positive whole numbers, else null. */
export function parseDimensions(text: unknown): Size | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** [MEDIA-004] `x,y` in 0..1; the default 0.5,0.5 for anything else. */
export function parseFocalPoint(text: unknown): Point {
  if (typeof text !== 'string') return { ...DEFAULT_FOCAL_POINT };
  const parts = text.split(',').map((part) => Number(part.trim()));
  const [x, y] = parts;
  const valid = parts.length === 2 && [x, y].every((value) => value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1);
  return valid ? { x: x as number, y: y as number } : { ...DEFAULT_FOCAL_POINT };
}
