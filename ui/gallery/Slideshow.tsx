'use client';
import { memo, useMemo, useRef } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { preloadCountFor, type SwipeBoundary, type Transition } from '../../machines/gallery/layouts.ts';
import { useGalleryLayout, type GalleryHistorySettings } from '../../adapters/react/useGalleryLayout.ts';
import { useGalleryLayoutSlide } from '../../adapters/react/useGalleryLayoutSlide.ts';
import type { LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { stackedView } from '../../machines/gallery/layout-views/stacked.ts';
import { useSwipe } from '../../adapters/react/useSwipe.ts';
import { profiled } from './profiling.ts';
import { GalleryControls, SlideMedia, SlideTriggerWrap, type LayoutProps, type SlideScope } from './shared.tsx';
import { Thumbnails } from './Thumbnails.tsx';

/** [GAL-010] The slideshow's view rules alone (its thumbnails bring their own): this chunk carries no other layout's. */
const views: LayoutViews = { stacked: stackedView };

export interface SlideshowProps extends LayoutProps {
  /** fade (the default), ken-burns, scroll, swipe or new-swipe. */
  transition?: Transition;
  autoplay?: boolean;
  /** ms before the first automatic step (and after each resume). */
  autoplayTimeout?: number;
  /** ms between automatic steps; the timeout when absent. */
  autoplayInterval?: number;
  /** Autoplay jumps to a random other slide (default), or goes to the next. */
  randomize?: boolean;
  /** Selectors of the parts whose hovering suspends autoplay; the whole gallery when absent. */
  pauseOnMouseover?: readonly string[];
  loop?: boolean;
  /** Thumbnails under the slideshow: a linked gallery. */
  thumbnails?: boolean;
  /** px around each thumbnail. */
  thumbnailMargin?: number;
  /** Height / width of the stage; the first image's ratio when absent. */
  aspectRatio?: number | null;
  history?: GalleryHistorySettings;
  /** new-swipe: how the track gives way past the first and last slide. */
  boundary?: SwipeBoundary;
  /** new-swipe: the fraction of the width past which a release advances (null: half). */
  snapPoint?: number | null;
  /** Only the current slide and its neighbours load, the others as they come near; off by default (every picture loads with the gallery). */
  lazyLoad?: boolean;
}

/**
 * One slide of the stack. It holds one subscription (active, near) and re-renders only when
 * that changes; with lazyLoad, a slide that has never been near the current one renders no image at all.
 */
const SlideshowSlide = memo(function SlideshowSlide({ scope, index, slide }: { scope: SlideScope; index: number; slide: GallerySlide }) {
  const { api, active, near } = useGalleryLayoutSlide(scope, index);
  const media = near && <SlideMedia owner={scope.options.id} scope={scope} api={api} index={index} slide={slide} active={active} load />;
  return (
    <div {...api.getSlideProps(index, slide)}>
      <SlideTriggerWrap trigger={api.getSlideTrigger(index, slide)}>{media}</SlideTriggerWrap>
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

interface SlidesProps {
  scope: SlideScope;
  slides: readonly GallerySlide[];
  /** Index of the first of `slides` in the gallery. */
  from: number;
}

/** A run of slides, rendered once: React passes over it unless one of its slides changed. */
const SlideRun = memo(function SlideRun({ scope, slides, from }: SlidesProps) {
  return slides.map((slide, offset) => profiled(slide.id, <SlideshowSlide key={slide.id} scope={scope} index={from + offset} slide={slide} />));
});

/**
 * The slides in runs of about √n (no element of their own: the slides stay siblings). An index
 * change re-renders two or three slides; React walks the runs and the runs holding them, not
 * every one of 1,000 slides.
 */
const SlideshowSlides = memo(function SlideshowSlides({ scope, slides }: Omit<SlidesProps, 'from'>) {
  const size = Math.max(1, Math.ceil(Math.sqrt(slides.length)));
  return Array.from({ length: Math.ceil(slides.length / size) }, (_, run) => (
    <SlideRun key={run} scope={scope} slides={slides.slice(run * size, (run + 1) * size)} from={run * size} />
  ));
});

/**
 * The slideshow block: slides stacked in one stage with a transition, previous/next, a visible
 * pause control when it plays by itself, and thumbnails under it.
 */
export function Slideshow(props: SlideshowProps) {
  const { slides, id, label, onSlideActivate, transition = 'fade', loop = false, thumbnails = false, aspectRatio, history, priority, blockWidth, imageMode } = props;
  const first = slides[0];
  const options = useMemo(
    () => ({ id, label, priority, blockWidth, aspectRatio, firstSlide: first, hoverSelectors: props.pauseOnMouseover }),
    [id, label, priority, blockWidth, aspectRatio, first, props.pauseOnMouseover],
  );
  const { actorRef, api, rootRef } = useGalleryLayout(
    {
      numberOfSlides: slides.length,
      layout: 'stacked',
      lightbox: !!onSlideActivate,
      currentIndex: props.defaultIndex,
      loop,
      transition,
      boundary: props.boundary,
      snapPoint: props.snapPoint,
      autoplay: props.autoplay,
      autoplayTimeout: props.autoplayTimeout,
      autoplayInterval: props.autoplayInterval,
      randomize: props.randomize,
      preloadCount: preloadCountFor(props.lazyLoad, slides.length),
      ...options,
    },
    { views, slides, history, onSlideActivate, pauseOnMouseover: props.pauseOnMouseover, index: props.index, onIndexChange: props.onIndexChange },
  );
  const scope = useMemo<SlideScope>(() => ({ actorRef, imageMode, options, views }), [actorRef, imageMode, options]);
  const stage = useRef<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement | null>(null);
  useSwipe(api, stage, track);
  const rotation = api.getRotationTriggerProps();
  return (
    <div ref={rootRef} {...api.getRootProps()} className="sm-gallery sm-slideshow">
      <button {...rotation} className="sm-rotation">
        <span aria-hidden="true">{rotation['data-state'] === 'rotating' ? '❚❚' : '▶'}</span>
      </button>
      <div ref={stage} {...api.getSlidesProps()} className="sm-slideshow-stage">
        {/* Only the track's own style changes with the index, so no slide's style is recomputed. */}
        <div ref={track} {...api.getTrackProps()} className="sm-slideshow-track">
          <SlideshowSlides scope={scope} slides={slides} />
        </div>
      </div>
      <GalleryControls api={api} />
      {thumbnails && <Thumbnails parent={actorRef} slides={slides} id={`${id}-thumbnails`} controls={id} label={`${label}: thumbnails`} margin={props.thumbnailMargin} />}
    </div>
  );
}

/**
 * What every layout shares (./shared.tsx: the gallery's machine and wiring, slides, controls),
 * handed on by the slideshow: the other layouts import it from here, so a bundler keeps the
 * slideshow and the shared code in one chunk and each other layout in a small chunk of its own.
 * A page with a slideshow fetches one gallery chunk and none of the other layouts' code; a page
 * with a grid and a slideshow (the lightbox demo) stays within six scripts (issue 20).
 */
export { GalleryControls, SlideImage, SlideMedia, SlideTriggerWrap } from './shared.tsx';
export type { LayoutProps, SlideScope } from './shared.tsx';
