import { memo, useMemo, useState } from 'react';
import { CAROUSEL_GUTTER, STANDARD_TRANSITION_MS } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { slidesPerRow } from '../../machines/gallery/layouts.ts';
import { useGalleryActor, useGalleryApi, useSlideState } from '../../adapters/react/useGallery.ts';
import { useWindowResizeEnd } from '../../adapters/react/useResize.ts';
import { GalleryControls, SlideImage, slideProps, type LayoutProps, type SlideScope } from './shared.tsx';

export interface CarouselProps extends LayoutProps {
  /** [GAL-089] Slides per row (3), capped on narrow windows. */
  slidesPerRow?: number;
  gutter?: number;
  aspectRatio?: number | null;
}

const CarouselSlide = memo(function CarouselSlide({ scope, index, slide, ratio }: { scope: SlideScope; index: number; slide: GallerySlide; ratio: number }) {
  useSlideState(scope.actorRef, index);
  const { onClick, ...props } = slideProps(scope, index, slide);
  return (
    <div {...props}>
      <button type="button" className="sm-slide-button" aria-label={`Open ${slide.title ?? `image ${index + 1}`}`} onClick={onClick}>
        <SlideImage owner={scope.id} slide={slide} load="viewport" ratio={ratio} mode={scope.imageMode} />
      </button>
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

/** [GAL-057] The carousel block: rows of slides moving a row at a time. */
export function Carousel({ slides, id, label, onSlideActivate, slidesPerRow: requested, gutter = CAROUSEL_GUTTER, aspectRatio, imageMode }: CarouselProps) {
  const [perRow] = useState(() => slidesPerRow(window.innerWidth, requested));
  const { actorRef, rootRef } = useGalleryActor({ numberOfSlides: slides.length, groupSize: perRow }, { motionMs: STANDARD_TRANSITION_MS, onSlideActivate });
  // [GAL-089] A resized window may change the row size.
  useWindowResizeEnd((width) => actorRef.send({ type: 'SET_GROUP_SIZE', size: slidesPerRow(width, requested) }));
  const api = useGalleryApi(actorRef, { id, label });
  const ratio = aspectRatio ?? 1;
  const items = useMemo(() => {
    const scope = { actorRef, id, label, imageMode };
    return slides.map((slide, index) => <CarouselSlide key={slide.id} scope={scope} index={index} slide={slide} ratio={ratio} />);
  }, [slides, actorRef, id, label, ratio, imageMode]);
  return (
    <div
      ref={rootRef}
      {...api.getRootProps()}
      className="sm-gallery sm-carousel"
      style={{ '--sm-per-row': api.groupSize, '--sm-gutter': `${gutter}px`, '--sm-gallery-duration': `${STANDARD_TRANSITION_MS}ms` } as React.CSSProperties}
    >
      <div {...api.getSlidesProps()} className="sm-carousel-viewport">
        {/* Only the track's own style follows the group, so no slide's style is recomputed. */}
        <div className="sm-carousel-track" style={{ transform: `translateX(calc(${-api.group} * (100% + ${gutter}px)))` }}>
          {items}
        </div>
      </div>
      {/* [GAL-011] Hidden when every slide fits in one row. */}
      {!api.allFit && <GalleryControls api={api} />}
    </div>
  );
}
