'use client';
import { useState } from 'react';
import type { GallerySlide } from '../machines/gallery/codec.ts';
import { collectionAddress } from '../machines/gallery/history.ts';
import { lightboxTheme } from '../machines/lightbox/logic.ts';
import { useGalleryLightbox } from '../adapters/react/useGalleryLightbox.ts';
import { Gallery, type GalleryProps } from './Gallery.tsx';
import type { LightboxImage } from './LightboxSlide.tsx';

/** The lightbox (machine, view, slides), fetched when a visitor is about to open it. */
const loadLightbox = () => import('./GalleryLightboxView.tsx');

export interface GalleryWithLightboxProps extends Omit<GalleryProps, 'onSlideActivate'> {
  /** [LBX-001] Open the slide the page's address names, once mounted (on by default). */
  openFromAddress?: boolean;
}

/**
 * The lightbox's images for a gallery's slides, one for one (a gallery index is a lightbox
 * index): what the address can name each by [LBX-003], and its picture (a slide without one,
 * an empty slide, shows an empty box).
 */
export function lightboxImagesOf(slides: readonly GallerySlide[]): LightboxImage[] {
  return slides.map(({ id, url, title, image, dimensions, focalPoint }) => ({
    id,
    url,
    title,
    src: image?.src ?? '',
    width: dimensions?.width,
    height: dimensions?.height,
    focalPoint,
    alt: image?.alt ?? title,
  }));
}

/**
 * A gallery block as the block data asks [GAL-015]: with `lightbox` on, a click on a slide
 * (one without a click-through address [GAL-014]) opens the lightbox on it, in the block's
 * `lightboxTheme` [GAL-017] [LBX-026], and the page's address can name a slide to open
 * [LBX-001]; with it off, the gallery alone.
 */
export function GalleryWithLightbox(props: GalleryWithLightboxProps) {
  return props.block.lightbox ? <LightboxGallery {...props} /> : <Gallery {...props} />;
}

function LightboxGallery({ openFromAddress = true, ...props }: GalleryWithLightboxProps) {
  const { block, id, label, collection } = props;
  const [images] = useState(() => lightboxImagesOf(block.slides));
  // [LBX-002] The collection's full URL: the block's, else the page's [GAL-006].
  const collectionUrl = collection === undefined ? block.collectionUrl : collectionAddress(block.collectionUrl, collection);
  // [LBX-001] An address that names one of its slides opens it: the lightbox is fetched at once;
  // else when a visitor is about to open it, or on the click [ERR-016].
  const { view, open, onReady, intentProps } = useGalleryLightbox(loadLightbox, { slides: images, collectionUrl, openFromAddress });
  return (
    <div {...intentProps} className="sm-on-demand">
      <Gallery {...props} onSlideActivate={open} />
      {view && (
        <view.GalleryLightboxView
          id={`${id}-lightbox`}
          images={images}
          title={label}
          theme={lightboxTheme(block.lightboxTheme)}
          historyHash={block.historyHash}
          autoplay={block.lightboxAutoplay.enabled}
          autoplayTimeout={block.lightboxAutoplay.timeout}
          autoplayResume={block.lightboxAutoplay.resume}
          openFromAddress={openFromAddress}
          collectionUrl={collectionUrl}
          onReady={onReady}
        />
      )}
    </div>
  );
}
