'use client';
import { createContext } from 'react';
import { useSelector } from '@xstate/react';
import { connectLayout, type GalleryApi, type GalleryConnectOptions, type LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { isActiveSlide } from '../../machines/gallery/logic.ts';
import { normalizeProps } from './normalize-props.ts';
import { reportVideoLoaderMissing } from '../browser/gallery.ts';
import type { GalleryActor } from './useGalleryLayout.ts';

/** The gallery a slide belongs to: the actor `useGallery` started and the options its parts are drawn with. */
export interface GallerySlideScope {
  actorRef: GalleryActor;
  options: GalleryConnectOptions;
}

/** A slide's gallery, with the view rules of the layouts its renderer draws [GAL-010] (`useGalleryLayout`'s). */
export interface GalleryLayoutSlideScope extends GallerySlideScope {
  views: LayoutViews;
}

/**
 * `useGallerySlide` for a renderer that draws only the layouts in `gallery.views` (each layout
 * component of `ui/gallery/` passes its own) [GAL-010].
 *
 * One slide of a gallery that `useGallery` started, part of the gallery's public surface: the
 * gallery's `connect` view model as it is now (`{ actorRef, api }`, for the slide's parts), and
 * what the slide shows, from the one subscription it holds: active [GAL-047], and near, once it
 * has been within the preload distance of the current slide [MEDIA-017] (the machine keeps it
 * near). The slide re-renders only when its own answer changes, never with the gallery's frame:
 * one NEXT re-renders the slide left, the slide shown and the slide that comes near, not every
 * one of 1,000 slides.
 */
export function useGalleryLayoutSlide(gallery: GalleryLayoutSlideScope, index: number): { actorRef: GalleryActor; api: GalleryApi; active: boolean; near: boolean } {
  const { actorRef, options, views } = gallery;
  const state = useSelector(actorRef, ({ context }) => (isActiveSlide(index, context.index, context.groupSize) ? 2 : context.near[index] ? 1 : 0));
  return { actorRef, api: connectLayout(actorRef.getSnapshot(), actorRef.send, options, normalizeProps, views), active: state === 2, near: state > 0 };
}

/**
 * [GAL-082] What a gallery does when its video layer (a chunk of its own, fetched for the first
 * video slide) cannot be fetched: 'VideoLoader not found' is logged and the slide keeps its
 * picture. A context, so a site can report it elsewhere.
 */
export const GalleryVideoLoaderContext = createContext<(error: unknown) => void>(reportVideoLoaderMissing);
