'use client';
import { useEffect, type RefObject } from 'react';
import type { StripAlignment } from '../../machines/gallery/layouts.ts';
import { bindStripAlignment } from '../browser/strip.ts';
import type { GalleryActor } from './useGallery.ts';

/**
 * [GAL-060] [GAL-070] [GAL-095] A strip's scroll area keeps the current slide of the gallery at
 * its alignment (`bindStripAlignment`, for the area's life). In the strip's chunk only: a page
 * with another layout ships none of it.
 */
export function useStripAlignment(actorRef: GalleryActor, scrollArea: RefObject<HTMLElement | null>, alignment?: StripAlignment): void {
  useEffect(() => (scrollArea.current ? bindStripAlignment(actorRef, scrollArea.current, alignment) : undefined), [actorRef, scrollArea, alignment]);
}
