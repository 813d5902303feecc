'use client';
import type { RefObject } from 'react';
import type { GalleryApi } from '../../machines/gallery/connect-layout.ts';
import { galleryLayoutViews } from '../../machines/gallery/layout-views/index.ts';
import { useGalleryLayout, type GalleryActor, type UseGalleryInput, type UseGalleryOptions } from './useGalleryLayout.ts';

export type { GalleryActor, GalleryHistorySettings, UseGalleryInput, UseGalleryOptions } from './useGalleryLayout.ts';

/**
 * A gallery of any layout: `useGalleryLayout` with every layout's view rules (see it for what the
 * hook does). Returns `{ actorRef, api }` and the ref to put on the gallery's root. The layout
 * components of `ui/gallery/` call `useGalleryLayout` with their own layout's rules alone [GAL-010].
 */
export function useGallery(input: UseGalleryInput, options: UseGalleryOptions = {}): { actorRef: GalleryActor; api: GalleryApi; rootRef: RefObject<HTMLDivElement | null> } {
  return useGalleryLayout(input, { ...options, views: galleryLayoutViews });
}
