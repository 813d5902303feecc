import { memo, useMemo } from 'react';
import { THUMBNAIL_VIDEO_ASPECT } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect } from '../../machines/gallery/connect.ts';
import { useLinkedGallery, useSlideState, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { SlideImage, type SlideScope } from './shared.tsx';

const Thumbnail = memo(function Thumbnail({ scope: { actorRef, ...options }, thumbnails, index, slide }: { scope: SlideScope; thumbnails: string; index: number; slide: GallerySlide }) {
  useSlideState(actorRef, index);
  return (
    <li>
      <button {...connect(actorRef.getSnapshot(), actorRef.send, options).getIndicatorProps(index)}>
        {/* [GAL-098] A video's thumbnail is 16:9. */}
        <SlideImage owner={thumbnails} slide={slide} load="viewport" ratio={slide.type === 'video' ? 1 / THUMBNAIL_VIDEO_ASPECT : 1} alt="" />
      </button>
    </li>
  );
});

/**
 * [GAL-013] Thumbnails under a slideshow: a second gallery linked to it [GAL-045], whose
 * keyboard is off [GAL-046]; a thumbnail shows its slide in the slideshow.
 */
export function Thumbnails({ parent, slides, id, controls, label }: { parent: GalleryActor; slides: readonly GallerySlide[]; id: string; controls: string; label: string }) {
  const actorRef = useLinkedGallery(parent, { numberOfSlides: slides.length, slideClick: 'select' });
  const items = useMemo(() => {
    // Connected under the slideshow's id: each thumbnail controls the slideshow's slides.
    const scope = { actorRef, id: controls, label, pattern: 'list' as const };
    return slides.map((slide, index) => <Thumbnail key={slide.id} scope={scope} thumbnails={id} index={index} slide={slide} />);
  }, [slides, actorRef, controls, label, id]);
  return (
    <ul className="sm-thumbnails" aria-label={label} id={id}>
      {items}
    </ul>
  );
}
