import '../../../ui/gallery.css';
import '../../../ui/media.css';
import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { VideoSourceContext } from '../../../adapters/react/useVideoSource.ts';
import { GalleryFallback } from '../../../ui/Gallery.tsx';
import { GalleryWithLightbox } from '../../../ui/GalleryLightbox.tsx';
import { loadGalleryLayout, loadGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { defineIsland } from '../../../adapters/react/Island.tsx';
import { standInPlayer } from '../stand-in-player.ts';

/** The code a gallery block needs beyond this module: the layout its design names (and no other). */
export function prepareGalleryBlock({ decoding }: Pick<GalleryBlockProps, 'decoding'>): Promise<unknown> {
  return decoding.ok ? loadGalleryLayout(decoding.data.layout) : Promise.resolve();
}

// The server renders a gallery of any design in one pass: `preloadIslands()`, which fetches this
// module, then fetches every layout there. Nothing in the browser loads this one: a page's entry
// provides the layouts its first screen shows, and a gallery island prepares its own.
defineIsland('gallery-layouts', () => loadGalleryLayouts().then(() => () => null));

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
