'use client';
import type { LightboxSlide as LightboxSlideKey } from '../machines/lightbox/logic.ts';
import type { Point } from '../machines/media/logic.ts';
import { Image } from './Image.tsx';

/** One image the lightbox shows: what the address can name it by, plus how to draw it. */
export interface LightboxImage extends LightboxSlideKey {
  /** The image's source; the image layer asks for the width step it needs. Empty: no image. */
  src: string;
  /** Intrinsic size in px, when known: the box keeps this ratio before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** [MEDIA-004] Where the image's subject sits (0..1); the centre by default. */
  focalPoint?: Point;
  alt?: string;
  title?: string;
}

export interface LightboxSlideProps {
  image: LightboxImage;
  /** The props `connect` gives the image part (the click target that navigates). */
  imageProps: { 'data-scope': 'lightbox'; 'data-part': 'image' };
  /** The current slide loads first; neighbours are preloaded after it. */
  current: boolean;
  /** The lightbox's id: image ids stay unique on the page. */
  owner: string;
}

/**
 * One slide, drawn by the gallery's image layer: a box that holds the image's ratio and fits
 * the lightbox (CSS), the image inside at the smallest width step that is large enough
 * [MEDIA-020], placed whole by its focal point, loaded through the page's image queue. The
 * box is the click target, so a click beside the image closes [LBX-008].
 */
export function LightboxSlide({ image, imageProps, current, owner }: LightboxSlideProps) {
  const dimensions = image.width && image.height ? { width: image.width, height: image.height } : null;
  const style = dimensions ? ({ '--sm-lightbox-aspect': dimensions.width / dimensions.height, '--sm-lightbox-width': `${dimensions.width}px` } as React.CSSProperties) : undefined;
  return (
    <div {...imageProps} style={style}>
      {image.src && (
        <Image
          id={`${owner}-image-${image.id}`}
          src={image.src}
          dimensions={dimensions}
          focalPoint={image.focalPoint}
          mode="fit"
          fitAlignment="center"
          load
          priority={current ? 'high' : 'low'}
          alt={image.alt ?? image.title ?? ''}
        />
      )}
    </div>
  );
}
