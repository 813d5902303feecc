'use client';
import { useEffect } from 'react';
import { useLightboxActor, type LightboxController, type UseLightboxInput } from '../adapters/react/useLightbox.ts';
import { Lightbox } from './Lightbox.tsx';
import type { LightboxImage } from './LightboxSlide.tsx';

export interface GalleryLightboxViewProps extends Omit<UseLightboxInput, 'slides'> {
  images: LightboxImage[];
  /** The slide a visitor clicked before this chunk arrived: it opens at once. */
  pendingIndex: number | null;
  /** The lightbox's controller, for the gallery's next clicks. */
  onReady(controller: LightboxController): void;
}

/**
 * A gallery block's lightbox, its own chunk: fetched when a visitor is about to open it (the
 * pointer over the gallery, a finger down on it) or the page's address names one of its slides.
 */
export function GalleryLightboxView({ images, pendingIndex, onReady, ...input }: GalleryLightboxViewProps) {
  const lightbox = useLightboxActor({ ...input, slides: images });
  // After the hook's own effects (declared first, so run first): the address and page effects are
  // bound before the click that fetched this chunk opens the lightbox [LBX-011].
  useEffect(() => {
    onReady(lightbox);
    if (pendingIndex !== null) lightbox.open(pendingIndex);
    // Once, when the chunk has arrived: later clicks go through the controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Lightbox actorRef={lightbox.actorRef} images={images} />;
}
