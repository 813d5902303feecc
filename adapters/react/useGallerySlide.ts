'use client';
import type { GalleryApi } from '../../machines/gallery/connect-layout.ts';
import { galleryLayoutViews } from '../../machines/gallery/layout-views/index.ts';
import { useGalleryLayoutSlide, type GallerySlideScope } from './useGalleryLayoutSlide.ts';
import type { GalleryActor } from './useGalleryLayout.ts';

export { GalleryVideoLoaderContext } from './useGalleryLayoutSlide.ts';
export type { GallerySlideScope } from './useGalleryLayoutSlide.ts';

/**
 * One slide of a gallery that `useGallery` started, part of the gallery's public surface: the
 * gallery's `connect` view model as it is now (`{ actorRef, api }`, for the slide's parts), and
 * what the slide shows, from the one subscription it holds: active [GAL-047], and near, once it
 * has been within the preload distance of the current slide [MEDIA-017] (the machine keeps it
 * near). The slide re-renders only when its own answer changes, never with the gallery's frame.
 * It carries every layout's view rules (`useGalleryLayoutSlide` takes one layout's).
 */
export function useGallerySlide(gallery: GallerySlideScope, index: number): { actorRef: GalleryActor; api: GalleryApi; active: boolean; near: boolean } {
  return useGalleryLayoutSlide({ ...gallery, views: galleryLayoutViews }, index);
}
