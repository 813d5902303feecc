import { memo } from 'react';
import { ANIMATION_MS, KEN_BURNS_ZOOM, STACKED } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect } from '../../machines/gallery/connect.ts';
import type { Transition } from '../../machines/gallery/layouts.ts';
import {
  useGalleryActor,
  useGalleryApi,
  useSlideActive,
  useSlidePreload,
  type GalleryActor,
  type GalleryHistorySettings,
} from '../../adapters/react/useGallery.ts';
import { useSwipe } from '../../adapters/react/useSwipe.ts';
import { GalleryControls, SlideImage, slideAttributes, type LayoutProps } from './shared.tsx';
import { Thumbnails } from './Thumbnails.tsx';
import { SlideVideo } from './SlideVideo.tsx';

export interface SlideshowProps extends LayoutProps {
  /** [GAL-062] fade (default), ken-burns, scroll, swipe or new-swipe. */
  transition?: Transition;
  autoplay?: boolean;
  autoplayTimeout?: number;
  loop?: boolean;
  /** [GAL-013] Thumbnails under the slideshow: a linked gallery. */
  thumbnails?: boolean;
  /** Height / width of the stage; the first image's ratio when absent. */
  aspectRatio?: number | null;
  history?: GalleryHistorySettings;
}

interface SlideProps {
  actorRef: GalleryActor;
  index: number;
  slide: GallerySlide;
  rootId: string;
  label: string;
  ratio: number;
}

/** One slide of the stack: it re-renders when it becomes (in)active or first needs its image. */
const SlideshowSlide = memo(function SlideshowSlide({ actorRef, index, slide, rootId, label, ratio }: SlideProps) {
  useSlideActive(actorRef, index);
  const load = useSlidePreload(actorRef, index, STACKED.preloadCount);
  const props = connect(actorRef.getSnapshot(), actorRef.send, { id: rootId, label }).getSlideProps(index, slideAttributes(slide));
  return (
    <div {...props}>
      {slide.video ? <SlideVideo actorRef={actorRef} index={index} slide={slide} /> : <SlideImage slide={slide} load={load} ratio={ratio} />}
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

// Named for profiling: the 1,000-slide benchmark counts this component's renders.
SlideshowSlide.displayName = 'SlideshowSlide';

/**
 * [GAL-010] The slideshow block: slides stacked in one stage with a transition, previous/next,
 * a visible pause control when it plays by itself, and thumbnails under it.
 */
export function Slideshow({ slides, id, label, onSlideActivate, transition = 'fade', autoplay = false, autoplayTimeout, loop = false, thumbnails = false, aspectRatio, history }: SlideshowProps) {
  const { actorRef, rootRef } = useGalleryActor(
    // [GAL-094] A click goes to the next slide, unless a lightbox takes the click.
    { numberOfSlides: slides.length, loop, autoplay, autoplayTimeout, slideClick: onSlideActivate ? 'none' : 'next' },
    { motionMs: ANIMATION_MS, slides, history, onSlideActivate },
  );
  const api = useGalleryApi(actorRef, { id, label });
  const swipe = useSwipe(actorRef, transition === 'new-swipe');
  const first = slides[0]?.dimensions;
  const ratio = aspectRatio ?? (first ? first.height / first.width : 2 / 3);
  return (
    <div
      ref={(node) => {
        rootRef.current = node;
      }}
      {...api.getRootProps()}
      className="sm-gallery sm-slideshow"
      data-transition={transition}
      style={{ '--sm-gallery-duration': `${ANIMATION_MS}ms`, '--sm-ken-burns-zoom': String(KEN_BURNS_ZOOM), '--sm-index': api.index } as React.CSSProperties}
    >
      <button {...api.getRotationTriggerProps()} className="sm-rotation">
        <span aria-hidden="true">{api.getRotationTriggerProps()['data-state'] === 'rotating' ? '❚❚' : '▶'}</span>
      </button>
      <div {...api.getSlidesProps()} {...swipe} className="sm-slideshow-stage" style={{ aspectRatio: `1 / ${ratio}` }}>
        <div className="sm-slideshow-track">
          {slides.map((slide, index) => (
            <SlideshowSlide key={slide.id} actorRef={actorRef} index={index} slide={slide} rootId={id} label={label} ratio={ratio} />
          ))}
        </div>
      </div>
      <GalleryControls api={api} />
      {thumbnails && <Thumbnails parent={actorRef} slides={slides} id={`${id}-thumbnails`} controls={id} label={`${label}: thumbnails`} />}
    </div>
  );
}
