import { LOADING_CLASS } from './constants.ts';
import type { Placement } from './logic.ts';
import type { ImageStatus } from './machine.ts';

/**
 * [MEDIA-013] The image box as any renderer shows it: the loading class while the image
 * loads, and its aspect ratio held before the image arrives (no layout shift).
 */
export function imageBoxProps(status: ImageStatus, ratio: number) {
  return {
    className: status === 'loading' ? `sm-image ${LOADING_CLASS}` : 'sm-image',
    'data-scope': 'image' as const,
    'data-part': 'box' as const,
    'data-status': status,
    style: { aspectRatio: `1 / ${ratio}` },
  };
}

/** The image inside its box: placed by the crop (px), or filling the box until measured. */
export function imagePlacementStyle(placement: Placement | null) {
  if (!placement) return { position: 'absolute' as const, inset: 0, width: '100%', height: '100%', objectFit: 'cover' as const };
  return { position: 'absolute' as const, left: placement.left, top: placement.top, width: placement.width, height: placement.height, maxWidth: 'none' };
}
