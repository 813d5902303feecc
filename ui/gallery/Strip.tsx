import { memo, useLayoutEffect, useRef, useState } from 'react';
import { STANDARD_TRANSITION_MS, STRIP } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect } from '../../machines/gallery/connect.ts';
import { stripOffset, type StripAlignment } from '../../machines/gallery/layouts.ts';
import { useGalleryActor, useGalleryApi, useSlideActive, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { useElementSize } from '../../adapters/react/useElementSize.ts';
import { GalleryControls, SlideImage, slideAttributes, type LayoutProps } from './shared.tsx';

export interface StripProps extends LayoutProps {
  /** [GAL-070] [GAL-095] Where the current slide sits: start, middle (default) or end. */
  alignment?: StripAlignment;
}

const StripSlide = memo(function StripSlide(props: { actorRef: GalleryActor; index: number; slide: GallerySlide; rootId: string; label: string }) {
  const { actorRef, index, slide, rootId, label } = props;
  const active = useSlideActive(actorRef, index);
  const { onClick, ...slideProps } = connect(actorRef.getSnapshot(), actorRef.send, { id: rootId, label, pattern: 'list' }).getSlideProps(index, slideAttributes(slide));
  const ratio = slide.dimensions ? slide.dimensions.width / slide.dimensions.height : 1;
  return (
    <li {...slideProps} style={{ '--sm-strip-ratio': ratio } as React.CSSProperties}>
      {/* [GAL-060] A click makes the slide current. */}
      <button type="button" className="sm-slide-button" aria-current={active ? 'true' : undefined} aria-label={slide.title ?? `Slide ${index + 1}`} onClick={onClick}>
        <SlideImage slide={slide} load="viewport" ratio={slide.dimensions ? undefined : 1} alt="" />
      </button>
    </li>
  );
});

/** [GAL-010] The slider block: a strip whose current slide is aligned in view. */
export function Strip({ slides, id, label, onSlideActivate, alignment = STRIP.alignment }: StripProps) {
  const { actorRef, rootRef } = useGalleryActor({ numberOfSlides: slides.length, slideClick: 'select' }, { motionMs: STANDARD_TRANSITION_MS, onSlideActivate });
  const api = useGalleryApi(actorRef, { id, label, pattern: 'list' });
  const viewport = useElementSize<HTMLDivElement>();
  const track = useRef<HTMLUListElement | null>(null);
  const [boxes, setBoxes] = useState<{ left: number; width: number }[]>([]);
  // Slide positions, measured before paint whenever the strip's width changes.
  useLayoutEffect(() => {
    const items = [...(track.current?.children ?? [])] as HTMLElement[];
    setBoxes(items.map((item) => ({ left: item.offsetLeft, width: item.offsetWidth })));
  }, [viewport.width, slides.length]);
  const offset = stripOffset(boxes, api.index, viewport.width, alignment);
  return (
    <div
      ref={(node) => {
        rootRef.current = node;
      }}
      {...api.getRootProps()}
      className="sm-gallery sm-strip"
      data-alignment={alignment}
    >
      <div ref={viewport.ref} {...api.getSlidesProps()} className="sm-strip-viewport">
        <ul ref={track} className="sm-strip-track" style={{ transform: `translateX(${-offset}px)`, transitionDuration: `${STANDARD_TRANSITION_MS}ms` }}>
          {slides.map((slide, index) => (
            <StripSlide key={slide.id} actorRef={actorRef} index={index} slide={slide} rootId={id} label={label} />
          ))}
        </ul>
      </div>
      <GalleryControls api={api} />
    </div>
  );
}
