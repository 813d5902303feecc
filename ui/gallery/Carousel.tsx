import { memo, useState } from 'react';
import { CAROUSEL_GUTTER, STANDARD_TRANSITION_MS } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect } from '../../machines/gallery/connect.ts';
import { slidesPerRow } from '../../machines/gallery/layouts.ts';
import { useGalleryActor, useGalleryApi, useSlideActive, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { useWindowResizeEnd } from '../../adapters/react/useResize.ts';
import { GalleryControls, SlideImage, slideAttributes, type LayoutProps } from './shared.tsx';

export interface CarouselProps extends LayoutProps {
  /** [GAL-089] Slides per row (3), capped on narrow windows. */
  slidesPerRow?: number;
  gutter?: number;
  aspectRatio?: number | null;
}

const CarouselSlide = memo(function CarouselSlide(props: { actorRef: GalleryActor; index: number; slide: GallerySlide; rootId: string; label: string; ratio: number }) {
  const { actorRef, index, slide, rootId, label, ratio } = props;
  useSlideActive(actorRef, index);
  const { onClick, ...slideProps } = connect(actorRef.getSnapshot(), actorRef.send, { id: rootId, label }).getSlideProps(index, slideAttributes(slide));
  return (
    <div {...slideProps}>
      <button type="button" className="sm-slide-button" aria-label={`Open ${slide.title ?? `image ${index + 1}`}`} onClick={onClick}>
        <SlideImage slide={slide} load="viewport" ratio={ratio} />
      </button>
      {slide.title && <p className="sm-slide-caption">{slide.title}</p>}
    </div>
  );
});

/** [GAL-057] The carousel block: rows of slides moving a row at a time. */
export function Carousel({ slides, id, label, onSlideActivate, slidesPerRow: requested, gutter = CAROUSEL_GUTTER, aspectRatio }: CarouselProps) {
  const [perRow] = useState(() => slidesPerRow(window.innerWidth, requested));
  const { actorRef, rootRef } = useGalleryActor({ numberOfSlides: slides.length, groupSize: perRow }, { motionMs: STANDARD_TRANSITION_MS, onSlideActivate });
  // [GAL-089] A resized window may change the row size.
  useWindowResizeEnd((width) => actorRef.send({ type: 'SET_GROUP_SIZE', size: slidesPerRow(width, requested) }));
  const api = useGalleryApi(actorRef, { id, label });
  const ratio = aspectRatio ?? 1;
  return (
    <div
      ref={(node) => {
        rootRef.current = node;
      }}
      {...api.getRootProps()}
      className="sm-gallery sm-carousel"
      style={{ '--sm-per-row': api.groupSize, '--sm-gutter': `${gutter}px`, '--sm-group': api.group, '--sm-gallery-duration': `${STANDARD_TRANSITION_MS}ms` } as React.CSSProperties}
    >
      <div {...api.getSlidesProps()} className="sm-carousel-viewport">
        <div className="sm-carousel-track">
          {slides.map((slide, index) => (
            <CarouselSlide key={slide.id} actorRef={actorRef} index={index} slide={slide} rootId={id} label={label} ratio={ratio} />
          ))}
        </div>
      </div>
      {/* [GAL-011] Hidden when every slide fits in one row. */}
      {!api.allFit && <GalleryControls api={api} />}
    </div>
  );
}
