'use client';
import { lazy, Suspense, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import type { GalleryApi, SlideTrigger } from '../../machines/gallery/connect.ts';
import { GalleryVideoLoaderContext, type GalleryLayoutSlideScope } from '../../adapters/react/useGalleryLayoutSlide.ts';
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
  /** How slide images are drawn: fill (cover, the default), fit or none. */
  imageMode?: ImageMode;
  /** The gallery is in the page's first screen: its first pictures are in the server's HTML and load at once. */
  priority?: boolean;
  /** The block's rendered width as one CSS length, for its pictures' `sizes` (the viewport's width, 100vw, by default). */
  blockWidth?: string;
  /** Controlled: the slide shown, owned by the page (see `onIndexChange`). */
  index?: number;
  /** Uncontrolled: the slide shown first. */
  defaultIndex?: number;
  /** The index the visitor or autoplay leads to (controlled: asks for). */
  onIndexChange?: (index: number) => void;
}

/**
 * What every slide of one gallery shares (the gallery `useGalleryLayout` started and its layout's
 * view rules, for `useGalleryLayoutSlide`);
 * made once per gallery, so memoised slides keep it.
 */
export interface SlideScope extends GalleryLayoutSlideScope {
  imageMode?: ImageMode;
}

export interface SlideImageProps {
  /** DOM id of the part that shows the slide (its gallery, or the thumbnails): image ids stay unique. */
  owner: string;
  scope: SlideScope;
  /** The slide's view model (`useGallerySlide`). */
  api: GalleryApi;
  index: number;
  slide: GallerySlide;
  load: boolean | 'viewport';
  /** For 'viewport' loads: the scroll area the slide sits in (a strip's). */
  scrollArea?: RefObject<Element | null>;
}

/** The image of a slide in the box and with the loading hints `connect` gives it, or nothing for an empty slide. */
export function SlideImage({ owner, scope, api, index, slide, load, scrollArea }: SlideImageProps) {
  if (!slide.image) return null;
  const hints = api.getSlideImageHints(index, slide);
  return (
    <Image
      id={`${owner}-image-${slide.id}`}
      src={slide.image.src}
      dimensions={slide.dimensions}
      focalPoint={slide.focalPoint}
      mode={scope.imageMode ?? 'fill'}
      load={load}
      fixedRatio={api.getSlideRatio(slide)}
      scrollRoot={scrollArea}
      alt={slide.image.alt ?? slide.title ?? ''}
      sizes={hints.sizes}
      loading={hints.loading}
      priority={hints.priority}
    />
  );
}

/**
 * The video layer (machine, player messages, embed parsing) is its own chunk, fetched the first
 * time a video slide renders: galleries of pictures never load it. If it cannot be loaded the
 * error is logged and the slide keeps its picture.
 */
const SlideVideo = lazy(() =>
  import('./SlideVideo.tsx').then(
    (module) => ({ default: module.SlideVideo }),
    (error: unknown) => {
      const failure = { error, reported: false };
      return { default: (props: SlideMediaProps) => <PictureWithoutVideo failure={failure} {...props} /> };
    },
  ),
);

/** A video slide whose video layer could not be fetched: the failure is reported once, the picture stays. */
function PictureWithoutVideo({ failure, ...props }: SlideMediaProps & { failure: { error: unknown; reported: boolean } }) {
  const report = useContext(GalleryVideoLoaderContext);
  useEffect(() => {
    if (failure.reported) return;
    failure.reported = true;
    report(failure.error);
  }, [failure, report]);
  return <SlideImage {...props} />;
}

export interface SlideMediaProps extends SlideImageProps {
  /** The slide shows: leaving it resets its video. */
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

/** The slide's content inside the link or button `connect` says the visitor acts on, if any. */
export function SlideTriggerWrap({ trigger, children }: { trigger: SlideTrigger | null; children: ReactNode }) {
  if (!trigger) return children;
  return trigger.kind === 'link' ? <a {...trigger.props}>{children}</a> : <button {...trigger.props}>{children}</button>;
}

/** Previous, next, and where we are; every control a `<button>`. */
export function GalleryControls({ api }: { api: GalleryApi }) {
  return (
    <div {...api.getControlsProps()}>
      <button {...api.getPreviousTriggerProps()}>
        <span aria-hidden="true">‹</span>
      </button>
      <span className="sm-gallery-counter" aria-hidden="true">
        <span {...api.getCurrentIndexProps()} /> / <span {...api.getTotalSlidesProps()} />
      </span>
      <button {...api.getNextTriggerProps()}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
