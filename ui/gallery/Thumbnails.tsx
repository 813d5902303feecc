'use client';
import { memo, useMemo } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { useGalleryApi, useLinkedGallery, useSlideState, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { SlideImage, slideApi, type SlideScope } from './shared.tsx';

const Thumbnail = memo(function Thumbnail({ scope, thumbnails, index, slide }: { scope: SlideScope; thumbnails: string; index: number; slide: GallerySlide }) {
  useSlideState(scope.actorRef, index);
  return (
    <li>
      <button {...slideApi(scope).getIndicatorProps(index)}>
        <SlideImage owner={thumbnails} scope={scope} index={index} slide={slide} load="viewport" />
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
  const actorRef = useLinkedGallery(parent, { numberOfSlides: slides.length, layout: 'thumbnails' });
  // Connected under the slideshow's id: each thumbnail controls the slideshow's slides.
  const scope = useMemo<SlideScope>(() => ({ actorRef, options: { id: controls, label, thumbnailMargin: margin } }), [actorRef, controls, label, margin]);
  const api = useGalleryApi(actorRef, scope.options);
  const items = useMemo(() => slides.map((slide, index) => <Thumbnail key={slide.id} scope={scope} thumbnails={id} index={index} slide={slide} />), [slides, scope, id]);
  return (
    <ul {...api.getItemsProps()} className="sm-thumbnails" id={id}>
      {items}
    </ul>
  );
}
