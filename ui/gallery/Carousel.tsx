'use client';
import { memo, useMemo } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { useGalleryLayout } from '../../adapters/react/useGalleryLayout.ts';
import { useGalleryLayoutSlide } from '../../adapters/react/useGalleryLayoutSlide.ts';
import type { LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { carouselView } from '../../machines/gallery/layout-views/carousel.ts';
import { GalleryControls, SlideImage, SlideTriggerWrap, type LayoutProps, type SlideScope } from './Slideshow.tsx'; // the shared code, which comes with the slideshow's chunk

/** [GAL-010] The carousel's view rules alone: this chunk carries no other layout's. */
const views: LayoutViews = { carousel: carouselView };

export interface CarouselProps extends LayoutProps {
  /** Slides per row (3 by default), fewer on narrow windows. */
  slidesPerRow?: number;
  /** px between slides. */
  gutter?: number;
  /** Height / width of every slide's box (square by default). */
  aspectRatio?: number | null;
}

const CarouselSlide = memo(function CarouselSlide({ scope, index, slide }: { scope: SlideScope; index: number; slide: GallerySlide }) {
  const { api } = useGalleryLayoutSlide(scope, index);
  return (
    <div {...api.getSlideProps(index, slide)}>
      <SlideTriggerWrap trigger={api.getSlideTrigger(index, slide)}>
        <SlideImage owner={scope.options.id} scope={scope} api={api} index={index} slide={slide} load="viewport" />
      </SlideTriggerWrap>
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

/** The carousel block: rows of slides moving a row at a time. */
export function Carousel({ slides, id, label, onSlideActivate, slidesPerRow, gutter, aspectRatio, imageMode, priority, blockWidth, index, defaultIndex, onIndexChange }: CarouselProps) {
  // The row's size follows the window's width once the browser knows it (the stylesheet until then).
  const options = useMemo(() => ({ id, label, priority, blockWidth, slidesPerRow, gutter, aspectRatio }), [id, label, priority, blockWidth, slidesPerRow, gutter, aspectRatio]);
  const { actorRef, api, rootRef } = useGalleryLayout(
    // The track's CSS transition is the carousel's motion: it reports its start and end.
    { numberOfSlides: slides.length, layout: 'carousel', lightbox: !!onSlideActivate, perRow: slidesPerRow, currentIndex: defaultIndex, reportsMotion: true, ...options },
    { views, onSlideActivate, index, onIndexChange },
  );
  const scope = useMemo<SlideScope>(() => ({ actorRef, imageMode, options, views }), [actorRef, imageMode, options]);
  const items = useMemo(() => slides.map((slide, at) => <CarouselSlide key={slide.id} scope={scope} index={at} slide={slide} />), [slides, scope]);
  return (
    <div ref={rootRef} {...api.getRootProps()} className="sm-gallery sm-carousel">
      <div {...api.getSlidesProps()} className="sm-carousel-viewport">
        {/* Only the track's own style follows the group, so no slide's style is recomputed. */}
        <div {...api.getTrackProps()} className="sm-carousel-track">
          {items}
        </div>
      </div>
      <GalleryControls api={api} />
    </div>
  );
}
