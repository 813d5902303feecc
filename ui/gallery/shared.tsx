import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { VIDEO_LOADER_NOT_FOUND } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect, type GalleryApi, type GalleryConnectOptions } from '../../machines/gallery/connect.ts';
import type { GalleryActor } from '../../adapters/react/useGallery.ts';
import type { ImageMode } from '../../machines/media/logic.ts';
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
  /** [GAL-033] How slide images are drawn: fill (cover, the default), fit or none. */
  imageMode?: ImageMode;
}

/** What every slide of one gallery shares; made once per gallery, so memoised slides keep it. */
export interface SlideScope extends GalleryConnectOptions {
  actorRef: GalleryActor;
  /** [GAL-033] */
  imageMode?: ImageMode;
  /** A slide click opens something (a lightbox): slideshow pictures become buttons. */
  activates?: boolean;
}

/** [GAL-035] [GAL-036] [GAL-047] One slide's props from `connect`, with its template attributes. */
export function slideProps({ actorRef, ...options }: SlideScope, index: number, slide: GallerySlide) {
  return connect(actorRef.getSnapshot(), actorRef.send, options).getSlideProps(index, slide);
}

export interface SlideImageProps {
  /** DOM id of the part that shows the slide (its gallery, or the thumbnails): image ids stay unique. */
  owner: string;
  slide: GallerySlide;
  load: boolean | 'viewport';
  ratio?: number | null;
  alt?: string;
  /** [MEDIA-018] For 'viewport' loads: the scroll area the slide sits in (a strip's). */
  scrollArea?: RefObject<Element | null>;
  /** [GAL-033] fill (default), fit or none. */
  mode?: ImageMode;
}

/** The image of a slide, or nothing for an empty one. */
export function SlideImage({ owner, slide, load, ratio, alt, scrollArea, mode = 'fill' }: SlideImageProps) {
  if (!slide.image) return null;
  return (
    <Image
      id={`${owner}-image-${slide.id}`}
      src={slide.image.src}
      dimensions={slide.dimensions}
      focalPoint={slide.focalPoint}
      mode={mode}
      load={load}
      fixedRatio={ratio}
      scrollRoot={scrollArea}
      alt={alt ?? slide.image.alt ?? slide.title ?? ''}
    />
  );
}

/**
 * The video layer (machine, player messages, embed parsing) is its own chunk, fetched the first
 * time a video slide renders: galleries of pictures never load it. If it cannot be loaded the
 * error is logged [GAL-082] and the slide keeps its picture.
 */
const SlideVideo = lazy(() =>
  import('./SlideVideo.tsx').then(
    (module) => ({ default: module.SlideVideo }),
    (error: unknown) => {
      console.error(VIDEO_LOADER_NOT_FOUND, error);
      return { default: (props: SlideMediaProps) => <SlideImage {...props} /> };
    },
  ),
);

export interface SlideMediaProps extends SlideImageProps {
  scope: SlideScope;
  index: number;
  /** The slide shows: leaving it resets its video [GAL-054] [GAL-061]. */
  active: boolean;
}

/** A slide's picture, or its video (the picture holds the box while the video layer loads). */
export function SlideMedia(props: SlideMediaProps) {
  const picture = <SlideImage {...props} />;
  if (!props.slide.video) return picture;
  return (
    <Suspense fallback={picture}>
      <SlideVideo {...props} />
    </Suspense>
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
        {/* 0 / 0 for an empty gallery */}
        {`${api.count && api.index + 1} / ${api.count}`}
      </span>
      <button {...api.getNextTriggerProps()}>
        <span aria-hidden="true">›</span>
      </button>
      {children}
    </div>
  );
}
