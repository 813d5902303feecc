'use client';
import type { RefObject } from 'react';
import type { GalleryApi } from '../../machines/gallery/connect-layout.ts';
import { galleryLayoutViews } from '../../machines/gallery/layout-views/index.ts';
import { useGalleryLayout, type GalleryActor, type UseGalleryInput, type UseGalleryOptions } from './useGalleryLayout.ts';

export type { GalleryActor, GalleryHistorySettings, UseGalleryInput, UseGalleryOptions } from './useGalleryLayout.ts';

/**
 * A gallery of any layout: a `galleryMachine` started for the component's lifetime with the
 * browser provided (randomness, ?nomotion, the device, the window's width and reduced motion:
 * server defaults first, the browser's after hydration; the page's arrow keys, click-through
 * navigation, history and hover, wired once by `bindGallery`), and its `connect` view model,
 * re-rendering only when the gallery's frame changes (index, count, motion, row size, autoplay).
 * Returns `{ actorRef, api }` and the ref to put on the gallery's root.
 *
 * Its slides do not re-render with the frame: each one renders through `useGallerySlide`, which
 * subscribes to that slide alone. `options.linkedTo` makes it a second gallery linked to another
 * [GAL-045] (thumbnails under a slideshow). It carries every layout's view rules; the layout
 * components of `ui/gallery/` draw with their own layout's alone (`useGalleryLayout`) [GAL-010].
 */
export function useGallery(input: UseGalleryInput, options: UseGalleryOptions = {}): { actorRef: GalleryActor; api: GalleryApi; rootRef: RefObject<HTMLDivElement | null> } {
  return useGalleryLayout(input, { ...options, views: galleryLayoutViews });
}
