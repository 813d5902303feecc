import {
  DEFAULT_VIDEO_PLACEHOLDER_PERCENT,
  IMAGE_BLOCK_INTERSECTION_RATIO,
  IMAGE_BLOCK_MIN_FONT_SIZE,
  IMAGE_BLOCK_NARROW_BELOW,
  IMAGE_BLOCK_VARIANTS,
} from './constants.ts';

export type ImageBlockVariant = keyof typeof IMAGE_BLOCK_VARIANTS;

/** [BLK-066] Narrow under 415 px; a width not yet known (on the server) is not narrow. */
export function isNarrow(width: number | null): boolean {
  return width !== null && Number.isFinite(width) && width < IMAGE_BLOCK_NARROW_BELOW;
}

/** [BLK-067] The min-font class applies at 13 px or less; a size not yet measured does not apply it. */
export function needsMinFontClass(minFontSize: number | null): boolean {
  return minFontSize !== null && Number.isFinite(minFontSize) && minFontSize <= IMAGE_BLOCK_MIN_FONT_SIZE;
}

/**
 * [BLK-068] A video placeholder's height as a percentage of its width: 100 divided by the given
 * ratio (width / height: 16/9 gives 56.25), else 65.
 */
export function videoPlaceholderPercent(ratio?: number | null): number {
  return ratio !== undefined && ratio !== null && Number.isFinite(ratio) && ratio > 0 ? 100 / ratio : DEFAULT_VIDEO_PLACEHOLDER_PERCENT;
}

/** [BLK-069] Seen once this much of it is in the viewport (0.5 by default). */
export function isSeen(intersectionRatio: number, threshold: number = IMAGE_BLOCK_INTERSECTION_RATIO): boolean {
  return Number.isFinite(intersectionRatio) && intersectionRatio >= threshold;
}

/** The variant a block names, by name or by its block-variant number (1012..1017), or null. */
export function variantOf(value: unknown): ImageBlockVariant | null {
  if (typeof value === 'string' && Object.hasOwn(IMAGE_BLOCK_VARIANTS, value)) return value as ImageBlockVariant;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  const found = Object.entries(IMAGE_BLOCK_VARIANTS).find(([, code]) => code === number);
  return found ? (found[0] as ImageBlockVariant) : null;
}

/**
 * A video placeholder's ratio from block data: a number (width / height) or `W:H` text; null
 * when absent or unreadable (the placeholder takes 65 %).
 */
export function parseVideoRatio(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (match) {
    const ratio = Number(match[1]) / Number(match[2]);
    return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
  }
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : null;
}
