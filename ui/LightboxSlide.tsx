import type { LightboxSlide as LightboxSlideKey } from '../machines/lightbox/logic.ts';

/** One image the lightbox shows: what the address can name it by, plus how to draw it. */
export interface LightboxImage extends LightboxSlideKey {
  src: string;
  /** Intrinsic size in px: the box keeps this ratio before the image arrives (no layout shift). */
  width: number;
  height: number;
  alt?: string;
  title?: string;
}

export interface LightboxSlideProps {
  image: LightboxImage;
  /** The props `connect` gives the image part (the click target that navigates). */
  imageProps: { 'data-scope': 'lightbox'; 'data-part': 'image' };
  /** The current slide loads first; neighbours are preloaded after it. */
  current: boolean;
}

/**
 * The seam for the gallery's image layer: the lightbox draws each slide through this one
 * component, a plain `<img>` with its width and height so nothing shifts. Swap it for the
 * gallery's image component through `<Lightbox renderSlide>`.
 */
export function LightboxSlide({ image, imageProps, current }: LightboxSlideProps) {
  return (
    <img
      {...imageProps}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt ?? image.title ?? ''}
      decoding="async"
      fetchPriority={current ? 'high' : 'low'}
      draggable={false}
    />
  );
}
