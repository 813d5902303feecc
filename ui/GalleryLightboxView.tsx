'use client';
import { useEffect } from 'react';
import { useLightbox, type UseLightboxInput } from '../adapters/react/useLightbox.ts';
import { LightboxView } from './Lightbox.tsx';
import type { LightboxImage } from './LightboxSlide.tsx';

export interface GalleryLightboxViewProps extends Omit<UseLightboxInput, 'slides'> {
  images: LightboxImage[];
  /** How the gallery's clicks open the lightbox on a slide (one clicked before this chunk arrived opens at once). */
  onReady(open: (index: number) => void): void;
}

/**
 * A gallery block's lightbox, its own chunk: fetched when a visitor is about to open it (the
 * pointer over the gallery, a finger down on it) or the page's address names one of its slides.
 */
export function GalleryLightboxView({ images, onReady, ...input }: GalleryLightboxViewProps) {
  const { actorRef, api } = useLightbox({ ...input, slides: images });
  // After the hook's own effects (declared first, so run first): the address and page effects are
  // bound before the click that fetched this chunk opens the lightbox [LBX-011].
  useEffect(() => {
    onReady((index) => actorRef.send({ type: 'OPEN', index }));
    // Once, when the chunk has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LightboxView api={api} images={images} />;
}
