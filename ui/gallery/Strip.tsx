import { memo, useMemo, useRef } from 'react';
import { STANDARD_TRANSITION_MS, STRIP } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import type { StripAlignment } from '../../machines/gallery/layouts.ts';
import { useGalleryActor, useGalleryApi, useSlideState } from '../../adapters/react/useGallery.ts';
import { useNearViewport, useStripAlignment } from '../../adapters/react/useStrip.ts';
import { GalleryControls, SlideImage, SlideMedia, slideProps, type LayoutProps, type SlideScope } from './shared.tsx';

export interface StripProps extends LayoutProps {
  /** [GAL-070] [GAL-095] Where the current slide sits: start, middle (default) or end. */
  alignment?: StripAlignment;
}

interface StripSlideProps {
  scope: SlideScope;
  index: number;
  slide: GallerySlide;
  /** [MEDIA-016] The strip is near the viewport: its images may load ... */
  near: boolean;
  /** [MEDIA-018] ... each once it is within 200 px of the strip's scroll area. */
  scrollArea: React.RefObject<HTMLDivElement | null>;
}

const StripSlide = memo(function StripSlide({ scope, index, slide, near, scrollArea }: StripSlideProps) {
  const { active } = useSlideState(scope.actorRef, index);
  const { onClick, ...props } = slideProps(scope, index, slide);
  const ratio = slide.dimensions ? slide.dimensions.width / slide.dimensions.height : 1;
  const style = { '--sm-strip-ratio': ratio } as React.CSSProperties;
  const load = near && 'viewport';
  // [GAL-061] A video slide shows its video, whose overlay is its button; the click that plays
  // it also makes it current, and leaving it makes it inactive (its video resets).
  return (
    <li {...props} style={style} onClick={slide.video ? onClick : undefined}>
      {slide.video ? (
        <SlideMedia owner={scope.id} scope={scope} index={index} slide={slide} active={active} load={load} scrollArea={scrollArea} mode={scope.imageMode} />
      ) : (
        // [GAL-060] A click makes the slide current.
        <button type="button" className="sm-slide-button" aria-current={active ? 'true' : undefined} aria-label={slide.title ?? `Slide ${index + 1}`} onClick={onClick}>
          <SlideImage owner={scope.id} slide={slide} load={load} scrollArea={scrollArea} ratio={slide.dimensions ? undefined : 1} alt="" mode={scope.imageMode} />
        </button>
      )}
    </li>
  );
});

/**
 * [GAL-010] The slider block: a row of slides in a scroll area, the current one scrolled to its
 * alignment. Its images load as they come within 200 px of the scroll area's edges [MEDIA-018].
 */
export function Strip({ slides, id, label, onSlideActivate, alignment = STRIP.alignment, imageMode }: StripProps) {
  const { actorRef, rootRef } = useGalleryActor({ numberOfSlides: slides.length, slideClick: 'select' }, { motionMs: STANDARD_TRANSITION_MS, onSlideActivate });
  const api = useGalleryApi(actorRef, { id, label, pattern: 'list' });
  const scrollArea = useRef<HTMLDivElement | null>(null);
  useStripAlignment(actorRef, scrollArea, alignment);
  const near = useNearViewport(rootRef);
  const scope = useMemo(() => ({ actorRef, id, label, pattern: 'list' as const, imageMode }), [actorRef, id, label, imageMode]);
  const items = useMemo(
    () => slides.map((slide, index) => <StripSlide key={slide.id} scope={scope} index={index} slide={slide} near={near} scrollArea={scrollArea} />),
    [slides, scope, near],
  );
  return (
    <div ref={rootRef} {...api.getRootProps()} className="sm-gallery sm-strip" data-alignment={alignment}>
      <div ref={scrollArea} {...api.getSlidesProps()} className="sm-strip-viewport">
        <ul className="sm-strip-track">{items}</ul>
      </div>
      <GalleryControls api={api} />
    </div>
  );
}
