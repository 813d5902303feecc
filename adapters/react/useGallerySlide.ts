'use client';
import type { GalleryApi } from '../../machines/gallery/connect-layout.ts';
import { galleryLayoutViews } from '../../machines/gallery/layout-views/index.ts';
import { useGalleryLayoutSlide, type GallerySlideScope } from './useGalleryLayoutSlide.ts';
import type { GalleryActor } from './useGalleryLayout.ts';

export { GalleryVideoLoaderContext } from './useGalleryLayoutSlide.ts';
export type { GallerySlideScope } from './useGalleryLayoutSlide.ts';

/**
 * One slide of a gallery of any layout that `useGallery` started: `useGalleryLayoutSlide` with
 * every layout's view rules (see it for what the slide subscribes to).
 */
export function useGallerySlide(gallery: GallerySlideScope, index: number): { actorRef: GalleryActor; api: GalleryApi; active: boolean; near: boolean } {
  return useGalleryLayoutSlide({ ...gallery, views: galleryLayoutViews }, index);
}
