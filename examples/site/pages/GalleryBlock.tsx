import '../../../ui/gallery.css';
import '../../../ui/media.css';
import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { VideoSourceContext } from '../../../adapters/react/useVideoSource.ts';
import { GalleryFallback } from '../../../ui/Gallery.tsx';
import { GalleryWithLightbox } from '../../../ui/GalleryLightbox.tsx';
import { standInPlayer } from '../stand-in-player.ts';

/** What a block's box is on this site (site.css: `main` at most 44rem wide, 1.25rem padding each side), for its pictures' `sizes`. */
const BLOCK_WIDTH = 'min(44rem, 100vw - 2.5rem)';

export interface GalleryBlockProps {
  /** The block's data, decoded by the server [GAL-076]. */
  decoding: GalleryBlockDecoding;
  id: string;
  label: string;
  collection?: string;
  /** The block sits in the page's first screen: its first pictures load at once, the first with high priority. */
  priority?: boolean;
}

/**
 * One gallery block of a published page: rendered with its layout, or the fallback notice. With
 * `lightbox` in its data a slide click opens the lightbox (and the address can name a slide);
 * video embeds play in the local stand-in player.
 */
export function GalleryBlock({ decoding, id, label, collection, priority }: GalleryBlockProps) {
  if (!decoding.ok) return <GalleryFallback decoding={decoding} label={label} />;
  return (
    <VideoSourceContext.Provider value={standInPlayer}>
      <GalleryWithLightbox block={decoding.data} id={id} label={label} collection={collection} priority={priority} blockWidth={BLOCK_WIDTH} />
    </VideoSourceContext.Provider>
  );
}
