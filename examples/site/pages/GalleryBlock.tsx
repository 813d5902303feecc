import { useState } from 'react';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { VideoSourceContext } from '../../../adapters/react/useVideoSource.ts';
import { GalleryFallback } from '../../../ui/Gallery.tsx';
import { GalleryWithLightbox } from '../../../ui/GalleryLightbox.tsx';
import { standInPlayer } from '../../content/gallery-demo.ts';

/**
 * One gallery block of a published page: decoded at the edge [GAL-076], rendered with its
 * layout, or the fallback notice. With `lightbox` in its data a slide click opens the lightbox
 * (and the address can name a slide); video embeds play in the local stand-in player.
 */
export function GalleryBlock({ json, id, label, collection }: { json: string; id: string; label: string; collection?: string }) {
  const [decoding] = useState(() => decodeGalleryBlock(json));
  if (!decoding.ok) return <GalleryFallback decoding={decoding} label={label} />;
  decoding.warnings.forEach((warning) => console.warn(warning));
  return (
    <VideoSourceContext.Provider value={standInPlayer}>
      <GalleryWithLightbox block={decoding.block} id={id} label={label} collection={collection} />
    </VideoSourceContext.Provider>
  );
}
