import { imageBoxProps, imagePlacementStyle } from '../machines/media/connect.ts';
import { useImage, type UseImageOptions } from '../adapters/react/useImage.ts';

export interface ImageProps extends UseImageOptions {
  alt: string;
  /** The browser's fetch priority for this image (a lightbox's current slide: high). */
  priority?: 'high' | 'low';
}

/**
 * Render-only image: a box that holds its aspect ratio from the start, the image placed by
 * its focal point inside, loaded through the page's queue at the width step it needs.
 */
export function Image({ alt, priority, ...options }: ImageProps) {
  const view = useImage(options);
  return (
    <div ref={view.boxRef} {...imageBoxProps(view.status, view.ratio)}>
      {view.url && <img src={view.url} alt={alt} draggable={false} fetchPriority={priority} onLoad={view.onLoad} onError={view.onError} style={imagePlacementStyle(view.placement)} />}
    </div>
  );
}
