'use client';
import { useRef } from 'react';
import { slideIndexFromAddress, type LightboxSlide } from '../../machines/lightbox/logic.ts';
import { chunk, type Chunk } from '../browser/on-demand.ts';
import { usePageLocation } from './environment.tsx';
import { useChunk } from './useChunk.ts';

export interface UseGalleryLightboxInput {
  /** The lightbox's slides: what the page's address can name each by [LBX-003]. */
  slides: readonly LightboxSlide[];
  /** [LBX-002] The collection's full URL, for keys that are the path after it. */
  collectionUrl?: string;
  /** [LBX-001] An address that names one of the slides opens it (the lightbox is fetched at once). */
  openFromAddress: boolean;
}

/** A gallery's lightbox fetched on demand (`useGalleryLightbox`). */
export interface GalleryLightbox<View> {
  /** The lightbox's module once it is here (undefined on the server, during hydration and until fetched). */
  view: View | undefined;
  /** Opens the lightbox on a slide (a gallery's slide click), fetching it first when it is not here. */
  open(index: number): void;
  /**
   * The lightbox has arrived (its effects are bound) and tells how to open it: a slide clicked
   * before it was here opens now, and the next clicks go straight to it.
   */
  onReady(open: (index: number) => void): void;
  /** Spread on the element around the gallery: the pointer over it, a finger down or focus fetches the lightbox ahead of the click. */
  intentProps: { onPointerEnter(): void; onPointerDown(): void; onFocus(): void };
}

/**
 * The lightbox of a gallery block (`<GalleryWithLightbox>`), its own chunk: `load` (a
 * module-level `() => import('./GalleryLightboxView.tsx')`) is fetched when a visitor is about
 * to open it (`intentProps`), at once when the page's address names one of its slides
 * [LBX-001], or on a slide click, which opens it as soon as it is here. [ERR-016] Each click on
 * a slide whose lightbox is not here yet asks for its code again; one that cannot be fetched has
 * told the visitor (the system error overlay) and opens nothing later on its own.
 */
export function useGalleryLightbox<View>(load: () => Promise<View>, input: UseGalleryLightboxInput): GalleryLightbox<View> {
  // One chunk per loader, for the page's life.
  const target = ((load as { chunk?: Chunk<View> }).chunk ??= chunk(load));
  // The page's address as the server knew it: both renders agree on whether it names a slide.
  const location = usePageLocation();
  const named = input.openFromAddress && slideIndexFromAddress(input.slides, { pathname: location.pathname, hash: location.hash, collectionUrl: input.collectionUrl }) >= 0;
  // The slide a visitor clicked before the lightbox was here. A ref, not state: the click can come
  // between the chunk's first render and its effects (a prefetch on pointerdown answers just then),
  // and the lightbox must open on it whichever comes first (a lost press, issue 20).
  const pending = useRef<number | null>(null);
  const opener = useRef<((index: number) => void) | null>(null);
  const view = useChunk(target, named);
  const prefetch = () => target.prefetch();
  return {
    view,
    open: (index) => {
      if (opener.current) return opener.current(index);
      pending.current = index;
      target.load().catch(() => {
        // [ERR-016] Told by the overlay; a failed fetch opens nothing later on its own.
        if (pending.current === index) pending.current = null;
      });
    },
    onReady: (ready) => {
      opener.current = ready;
      const index = pending.current;
      pending.current = null;
      if (index !== null) ready(index);
    },
    intentProps: { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch },
  };
}
