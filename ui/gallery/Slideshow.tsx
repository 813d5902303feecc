import { memo, useMemo, useRef } from 'react';
import { ANIMATION_MS, DEFAULT_SWIPE_BOUNDARY, KEN_BURNS_ZOOM, STACKED } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import type { SwipeBoundary, Transition } from '../../machines/gallery/layouts.ts';
import { useGalleryActor, useGalleryApi, useSlideState, type GalleryHistorySettings } from '../../adapters/react/useGallery.ts';
import { useSwipe } from '../../adapters/react/useSwipe.ts';
import { profiled } from './profiling.ts';
import { GalleryControls, SlideMedia, slideProps, type LayoutProps, type SlideScope } from './shared.tsx';
import { Thumbnails } from './Thumbnails.tsx';

export interface SlideshowProps extends LayoutProps {
  /** [GAL-062] fade (default), ken-burns, scroll, swipe or new-swipe. */
  transition?: Transition;
  autoplay?: boolean;
  /** [GAL-022] ms before the first automatic step (and after each resume). */
  autoplayTimeout?: number;
  /** [GAL-024] ms between automatic steps; the timeout when absent. */
  autoplayInterval?: number;
  /** [GAL-021] Autoplay jumps to a random other slide (default), or goes to the next. */
  randomize?: boolean;
  /** [GAL-023] Selectors of the parts whose hovering suspends autoplay; the whole gallery when absent. */
  pauseOnMouseover?: readonly string[];
  loop?: boolean;
  /** [GAL-013] Thumbnails under the slideshow: a linked gallery. */
  thumbnails?: boolean;
  /** Height / width of the stage; the first image's ratio when absent. */
  aspectRatio?: number | null;
  history?: GalleryHistorySettings;
  /** [GAL-071] new-swipe: how the track gives way past the first and last slide. */
  boundary?: SwipeBoundary;
  /** [GAL-072] new-swipe: the fraction of the width past which a release advances (null: half). */
  snapPoint?: number | null;
}

/**
 * One slide of the stack. It holds one subscription (active, near) and re-renders only when
 * that changes; a slide that has never been near the current one renders no image at all.
 */
const SlideshowSlide = memo(function SlideshowSlide({ scope, index, slide, ratio }: { scope: SlideScope; index: number; slide: GallerySlide; ratio: number }) {
  const { active, near } = useSlideState(scope.actorRef, index, STACKED.preloadCount);
  const media = near && <SlideMedia owner={scope.id} scope={scope} index={index} slide={slide} active={active} load ratio={ratio} mode={scope.imageMode} />;
  const { onClick, ...props } = slideProps(scope, index, slide);
  return (
    // A video slide's click is its overlay's (it plays the video in place), never a slide click
    // that would go next or open a lightbox [GAL-094].
    <div {...props} onClick={slide.video ? undefined : onClick}>
      {/* A picture that opens a lightbox is a button (its click reaches the slide's handler). */}
      {scope.activates && !slide.video ? (
        <button type="button" className="sm-slide-button" aria-label={`Open ${slide.title ?? `slide ${index + 1}`}`}>
          {media}
        </button>
      ) : (
        media
      )}
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

interface SlidesProps {
  scope: SlideScope;
  slides: readonly GallerySlide[];
  /** Index of the first of `slides` in the gallery. */
  from: number;
  ratio: number;
}

/** A run of slides, rendered once: React passes over it unless one of its slides changed. */
const SlideRun = memo(function SlideRun({ scope, slides, from, ratio }: SlidesProps) {
  return slides.map((slide, offset) => profiled(slide.id, <SlideshowSlide key={slide.id} scope={scope} index={from + offset} slide={slide} ratio={ratio} />));
});

/**
 * The slides in runs of about √n (no element of their own: the slides stay siblings). An index
 * change re-renders two or three slides; React walks the runs and the runs holding them, not
 * every one of 1,000 slides.
 */
const SlideshowSlides = memo(function SlideshowSlides({ scope, slides, ratio }: Omit<SlidesProps, 'from'>) {
  const size = Math.max(1, Math.ceil(Math.sqrt(slides.length)));
  return Array.from({ length: Math.ceil(slides.length / size) }, (_, run) => (
    <SlideRun key={run} scope={scope} slides={slides.slice(run * size, (run + 1) * size)} from={run * size} ratio={ratio} />
  ));
});

/**
 * [GAL-010] The slideshow block: slides stacked in one stage with a transition, previous/next,
 * a visible pause control when it plays by itself, and thumbnails under it.
 */
export function Slideshow(props: SlideshowProps) {
  const { slides, id, label, onSlideActivate, transition = 'fade', loop = false, thumbnails = false, aspectRatio, history } = props;
  const { actorRef, rootRef } = useGalleryActor(
    {
      numberOfSlides: slides.length,
      loop,
      autoplay: props.autoplay,
      autoplayTimeout: props.autoplayTimeout,
      autoplayInterval: props.autoplayInterval,
      randomize: props.randomize,
      // [GAL-094] A click goes to the next slide, unless a lightbox takes the click.
      slideClick: onSlideActivate ? 'none' : 'next',
    },
    { motionMs: ANIMATION_MS, slides, history, onSlideActivate, pauseOnMouseover: props.pauseOnMouseover },
  );
  const api = useGalleryApi(actorRef, { id, label, hoverSelectors: props.pauseOnMouseover });
  const activates = !!onSlideActivate;
  const scope = useMemo(() => ({ actorRef, id, label, imageMode: props.imageMode, activates }), [actorRef, id, label, props.imageMode, activates]);
  const track = useRef<HTMLDivElement | null>(null);
  const newSwipe = transition === 'new-swipe';
  const swipe = useSwipe(actorRef, { track: newSwipe ? track : undefined, boundary: props.boundary ?? DEFAULT_SWIPE_BOUNDARY, snapPoint: props.snapPoint ?? null });
  const first = slides[0]?.dimensions;
  const ratio = aspectRatio ?? (first ? first.height / first.width : 2 / 3);
  const rotation = api.getRotationTriggerProps();
  // Side by side, the track moves; stacked (fade, ken-burns), slides fade in place. Only the
  // track's own style changes with the index, so no slide's style is recomputed.
  const moves = transition === 'scroll' || transition === 'swipe' || newSwipe;
  return (
    <div
      ref={rootRef}
      {...api.getRootProps()}
      className="sm-gallery sm-slideshow"
      data-transition={transition}
      style={{ '--sm-gallery-duration': `${ANIMATION_MS}ms`, '--sm-ken-burns-zoom': String(KEN_BURNS_ZOOM) } as React.CSSProperties}
    >
      <button {...rotation} className="sm-rotation">
        <span aria-hidden="true">{rotation['data-state'] === 'rotating' ? '❚❚' : '▶'}</span>
      </button>
      <div {...api.getSlidesProps()} {...swipe} className="sm-slideshow-stage" style={{ aspectRatio: `1 / ${ratio}` }}>
        <div
          ref={track}
          className="sm-slideshow-track"
          // [MEDIA-017] Looping, the slide round the end is a neighbour too (the stylesheet shows it).
          data-edge={loop && api.count > 2 ? (api.index === 0 ? 'first' : api.index === api.count - 1 ? 'last' : undefined) : undefined}
          style={moves ? { transform: `translateX(${-100 * api.index}%)` } : undefined}
        >
          <SlideshowSlides scope={scope} slides={slides} ratio={ratio} />
        </div>
      </div>
      <GalleryControls api={api} />
      {thumbnails && <Thumbnails parent={actorRef} slides={slides} id={`${id}-thumbnails`} controls={id} label={`${label}: thumbnails`} />}
    </div>
  );
}
