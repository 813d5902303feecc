import { memo } from 'react';
import { THUMBNAIL_VIDEO_ASPECT } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect } from '../../machines/gallery/connect.ts';
import { useLinkedGallery, useSlideActive, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { SlideImage } from './shared.tsx';

interface ThumbnailProps {
  child: GalleryActor;
  index: number;
  slide: GallerySlide;
  controls: string;
  label: string;
}

const Thumbnail = memo(function Thumbnail({ child, index, slide, controls, label }: ThumbnailProps) {
  useSlideActive(child, index);
  // Connected under the slideshow's id: each thumbnail controls the slideshow's slides.
  const props = connect(child.getSnapshot(), child.send, { id: controls, label, pattern: 'list' }).getIndicatorProps(index);
  return (
    <li>
      <button {...props}>
        {/* [GAL-098] A video's thumbnail is 16:9. */}
        <SlideImage slide={slide} load="viewport" ratio={slide.type === 'video' ? 1 / THUMBNAIL_VIDEO_ASPECT : 1} alt="" />
      </button>
    </li>
  );
});

/**
 * [GAL-013] Thumbnails under a slideshow: a second gallery linked to it [GAL-045], whose
 * keyboard is off [GAL-046]; a thumbnail shows its slide in the slideshow.
 */
export function Thumbnails({ parent, slides, id, controls, label }: { parent: GalleryActor; slides: readonly GallerySlide[]; id: string; controls: string; label: string }) {
  const child = useLinkedGallery(parent, { numberOfSlides: slides.length, slideClick: 'select' });
  return (
    <ul className="sm-thumbnails" aria-label={label} id={id}>
      {slides.map((slide, index) => (
        <Thumbnail key={slide.id} child={child} index={index} slide={slide} controls={controls} label={label} />
      ))}
    </ul>
  );
}
