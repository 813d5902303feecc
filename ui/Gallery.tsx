'use client';
import type { GalleryBlock, GalleryBlockDecoding } from '../machines/gallery/codec.ts';
import { collectionAddress } from '../machines/gallery/history.ts';
import { useState } from 'react';
import { galleryLayoutComponent, galleryLayoutKind, type GalleryLayoutKind, type GalleryLayouts } from './gallery/registry.ts';

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

/**
 * The layout's component, chosen once per mount (the layout itself when it is here, else a lazy
 * one that fetches it): a type that changed later would remount the gallery and lose its state.
 */
function useLayout<K extends GalleryLayoutKind>(kind: K): GalleryLayouts[K] {
  const [first] = useState(() => ({ kind, component: galleryLayoutComponent(kind) as GalleryLayouts[GalleryLayoutKind] }));
  return (first.kind === kind ? first.component : galleryLayoutComponent(kind)) as GalleryLayouts[K];
}

/**
 * [GAL-010] One gallery block, rendered with the layout its block type maps to. Each layout is
 * a chunk of its own (ui/gallery/registry.ts): one the page provided renders at once; another is
 * fetched, and the nearest Suspense boundary waits for it (keeping the server's markup).
 */
export function Gallery({ block, id, label, onSlideActivate, collection, inBackendEditor, priority, blockWidth, index, defaultIndex, onIndexChange }: GalleryProps) {
  // The block's options are named as the layouts' props are.
  const common = { ...block, id, label, onSlideActivate, priority, blockWidth, index, defaultIndex, onIndexChange };
  const kind = galleryLayoutKind(block.layout);
  const Layout = useLayout(kind);
  switch (kind) {
    case 'slideshow': {
      const Slideshow = Layout as GalleryLayouts['slideshow'];
      const history = collection !== undefined ? { historyHash: block.historyHash, collection: collectionAddress(block.collectionUrl, collection), inBackendEditor } : undefined;
      return <Slideshow {...common} history={history} />;
    }
    case 'carousel': {
      const Carousel = Layout as GalleryLayouts['carousel'];
      return <Carousel {...common} />;
    }
    case 'strip': {
      const Strip = Layout as GalleryLayouts['strip'];
      return <Strip {...common} />;
    }
    default: {
      const Collection = Layout as GalleryLayouts['collection'];
      return <Collection {...common} layout={block.layout as Exclude<GalleryBlock['layout'], 'stacked' | 'carousel' | 'strip'>} />;
    }
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
