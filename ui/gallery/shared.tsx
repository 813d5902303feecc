import type { ReactNode } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import type { GalleryApi } from '../../machines/gallery/connect.ts';
import { Image } from '../Image.tsx';

/** Props every layout takes. */
export interface LayoutProps {
  slides: readonly GallerySlide[];
  /** Prefix of the parts' DOM ids. */
  id: string;
  /** The gallery's accessible name. */
  label: string;
  /** A slide was activated (clicked, no click-through address): open a lightbox on it. */
  onSlideActivate?: (index: number) => void;
}

/** A slide's template attributes [GAL-035]. */
export const slideAttributes = (slide: GallerySlide) => ({
  id: slide.id,
  url: slide.url,
  title: slide.title,
  description: slide.description,
  lightboxTheme: slide.lightboxTheme,
  type: slide.type,
  clickThroughUrl: slide.clickThroughUrl,
});

/** The image of a slide, or nothing for an empty one. */
export function SlideImage({ slide, load, ratio, alt }: { slide: GallerySlide; load: boolean | 'viewport'; ratio?: number | null; alt?: string }) {
  if (!slide.image) return null;
  return (
    <Image
      id={`img-${slide.id}`}
      src={slide.image.src}
      dimensions={slide.dimensions}
      focalPoint={slide.focalPoint}
      mode="fill"
      load={load}
      fixedRatio={ratio}
      alt={alt ?? slide.image.alt ?? slide.title ?? ''}
    />
  );
}

/** Previous, next, and where we are; every control a `<button>` [GAL-080]. */
export function GalleryControls({ api, children }: { api: GalleryApi; children?: ReactNode }) {
  return (
    <div {...api.getControlsProps()}>
      <button {...api.getPreviousTriggerProps()}>
        <span aria-hidden="true">‹</span>
      </button>
      <span className="sm-gallery-counter" aria-hidden="true">
        {api.count === 0 ? '0 / 0' : `${api.index + 1} / ${api.count}`}
      </span>
      <button {...api.getNextTriggerProps()}>
        <span aria-hidden="true">›</span>
      </button>
      {children}
    </div>
  );
}
