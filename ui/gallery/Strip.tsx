'use client';
import { memo, useMemo, useRef } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import type { StripAlignment } from '../../machines/gallery/layouts.ts';
import { useGalleryLayout } from '../../adapters/react/useGalleryLayout.ts';
import { useGalleryLayoutSlide } from '../../adapters/react/useGalleryLayoutSlide.ts';
import type { LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { stripView } from '../../machines/gallery/layout-views/strip.ts';
import { useNearViewport } from '../../adapters/react/useNearViewport.ts';
import { useStripAlignment } from '../../adapters/react/useStripAlignment.ts';
import { GalleryControls, SlideMedia, SlideTriggerWrap, type LayoutProps, type SlideScope } from './Slideshow.tsx'; // the shared code, which comes with the slideshow's chunk

/** [GAL-010] The strip's view rules alone: this chunk carries no other layout's. */
const views: LayoutViews = { strip: stripView };

export interface StripProps extends LayoutProps {
  /** Where the current slide sits: start, middle (the default) or end. */
  alignment?: StripAlignment;
}

interface StripSlideProps {
  scope: SlideScope;
  index: number;
  slide: GallerySlide;
  /** The strip is near the viewport: its images may load, each as it nears the scroll area. */
  near: boolean;
  scrollArea: React.RefObject<HTMLDivElement | null>;
}

const StripSlide = memo(function StripSlide({ scope, index, slide, near, scrollArea }: StripSlideProps) {
  const { api, active } = useGalleryLayoutSlide(scope, index);
  return (
    <li {...api.getSlideProps(index, slide)}>
      <SlideTriggerWrap trigger={api.getSlideTrigger(index, slide)}>
        <SlideMedia owner={scope.options.id} scope={scope} api={api} index={index} slide={slide} active={active} load={near && 'viewport'} scrollArea={scrollArea} />
      </SlideTriggerWrap>
    </li>
  );
});

/**
 * The slider block: a row of slides in a scroll area, the current one scrolled to its
 * alignment. Its images load as they come near the scroll area's edges.
 */
export function Strip({ slides, id, label, onSlideActivate, alignment, imageMode, blockWidth, index, defaultIndex, onIndexChange }: StripProps) {
  const options = useMemo(() => ({ id, label, blockWidth, alignment }), [id, label, blockWidth, alignment]);
  const { actorRef, api, rootRef } = useGalleryLayout(
    { numberOfSlides: slides.length, layout: 'strip', lightbox: !!onSlideActivate, currentIndex: defaultIndex, ...options },
    { views, onSlideActivate, index, onIndexChange },
  );
  const scope = useMemo<SlideScope>(() => ({ actorRef, imageMode, options, views }), [actorRef, imageMode, options]);
  const scrollArea = useRef<HTMLDivElement | null>(null);
  useStripAlignment(actorRef, scrollArea, alignment);
  const near = useNearViewport(rootRef);
  const items = useMemo(
    () => slides.map((slide, at) => <StripSlide key={slide.id} scope={scope} index={at} slide={slide} near={near} scrollArea={scrollArea} />),
    [slides, scope, near],
  );
  return (
    <div ref={rootRef} {...api.getRootProps()} className="sm-gallery sm-strip">
      <div ref={scrollArea} {...api.getSlidesProps()} className="sm-strip-viewport">
        <ul className="sm-strip-track">{items}</ul>
      </div>
      <GalleryControls api={api} />
    </div>
  );
}
