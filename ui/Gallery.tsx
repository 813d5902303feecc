'use client';
import type { GalleryBlock, GalleryBlockDecoding } from '../machines/gallery/codec.ts';
import { collectionAddress } from '../machines/gallery/history.ts';
import { Carousel } from './gallery/Carousel.tsx';
import { Collection } from './gallery/Collection.tsx';
import { Slideshow } from './gallery/Slideshow.tsx';
import { Strip } from './gallery/Strip.tsx';

export interface GalleryProps {
  block: GalleryBlock;
  /** Prefix of the parts' DOM ids; unique on the page. */
  id: string;
  /** The gallery's accessible name. */
  label: string;
  /**
   * A slide was activated (clicked, and it has no click-through address): the lightbox opens
   * on it. Without it a slideshow click goes next [GAL-094].
   */
  onSlideActivate?: (index: number) => void;
  /** [GAL-004] History: the collection's full URL; on when the block's historyHash is. */
  collection?: string;
  /** [GAL-003] History is off inside the backend editor. */
  inBackendEditor?: boolean;
  /** The block is in the page's first screen: its first pictures are in the server's HTML and load at once. */
  priority?: boolean;
  /** The block's rendered width as one CSS length (`min(44rem, 100vw - 2.5rem)`), for its pictures' `sizes`. */
  blockWidth?: string;
  /** Controlled: the slide shown, owned by the page; the visitor asks for changes through `onIndexChange`. */
  index?: number;
  /** Uncontrolled: the slide shown first. */
  defaultIndex?: number;
  /** The index a visitor's step, a swipe or autoplay leads to (controlled: asks for). */
  onIndexChange?: (index: number) => void;
}

/** [GAL-010] One gallery block, rendered with the layout its block type maps to. */
export function Gallery({ block, id, label, onSlideActivate, collection, inBackendEditor, priority, blockWidth, index, defaultIndex, onIndexChange }: GalleryProps) {
  // The block's options are named as the layouts' props are.
  const common = { ...block, id, label, onSlideActivate, priority, blockWidth, index, defaultIndex, onIndexChange };
  switch (block.layout) {
    case 'stacked': {
      const history = collection !== undefined ? { historyHash: block.historyHash, collection: collectionAddress(block.collectionUrl, collection), inBackendEditor } : undefined;
      return <Slideshow {...common} history={history} />;
    }
    case 'carousel':
      return <Carousel {...common} />;
    case 'strip':
      return <Strip {...common} />;
    default:
      return <Collection {...common} layout={block.layout} />;
  }
}

/**
 * [GAL-076] A block whose data could not be read: the error is logged and a short notice takes
 * the gallery's place, so the page still renders.
 */
export function GalleryFallback({ decoding, label }: { decoding: Extract<GalleryBlockDecoding, { ok: false }>; label: string }) {
  console.error(decoding.error, decoding.details);
  return (
    <div className="sm-gallery-fallback" role="note" aria-label={label} data-error={decoding.error}>
      <p>This gallery cannot be shown.</p>
    </div>
  );
}
