'use client';
import { memo, useMemo } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { useGalleryLayout, type GalleryActor } from '../../adapters/react/useGalleryLayout.ts';
import { useGalleryLayoutSlide } from '../../adapters/react/useGalleryLayoutSlide.ts';
import type { LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { thumbnailsView } from '../../machines/gallery/layout-views/thumbnails.ts';
import { SlideImage, type SlideScope } from './shared.tsx';

/** [GAL-098] The thumbnails' view rules alone. */
const views: LayoutViews = { thumbnails: thumbnailsView };

const Thumbnail = memo(function Thumbnail({ scope, thumbnails, index, slide }: { scope: SlideScope; thumbnails: string; index: number; slide: GallerySlide }) {
  const { api } = useGalleryLayoutSlide(scope, index);
  return (
    <li>
      <button {...api.getIndicatorProps(index)}>
        <SlideImage owner={thumbnails} scope={scope} api={api} index={index} slide={slide} load="viewport" />
      </button>
    </li>
  );
});

export interface ThumbnailsProps {
  parent: GalleryActor;
  slides: readonly GallerySlide[];
  /** DOM id of the list. */
  id: string;
  /** The gallery whose slides the thumbnails show (their `aria-controls`). */
  controls: string;
  label: string;
  /** px around each thumbnail. */
  margin?: number;
}

/**
 * Thumbnails under a slideshow: a second gallery linked to it, whose keyboard is off; a
 * thumbnail shows its slide in the slideshow.
 */
export function Thumbnails({ parent, slides, id, controls, label, margin }: ThumbnailsProps) {
  // Connected under the slideshow's id: each thumbnail controls the slideshow's slides.
  const options = useMemo(() => ({ id: controls, label, thumbnailMargin: margin }), [controls, label, margin]);
  const { actorRef, api } = useGalleryLayout({ numberOfSlides: slides.length, layout: 'thumbnails', ...options }, { views, linkedTo: parent });
  const scope = useMemo<SlideScope>(() => ({ actorRef, options, views }), [actorRef, options]);
  const items = useMemo(() => slides.map((slide, index) => <Thumbnail key={slide.id} scope={scope} thumbnails={id} index={index} slide={slide} />), [slides, scope, id]);
  return (
    <ul {...api.getItemsProps()} className="sm-thumbnails" id={id}>
      {items}
    </ul>
  );
}
