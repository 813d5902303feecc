import { useState } from 'react';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { VideoSourceContext } from '../../../adapters/react/useVideoSource.ts';
import { Gallery, GalleryFallback } from '../../../ui/Gallery.tsx';
import { standInPlayer } from '../../content/gallery-demo.ts';

/**
 * One gallery block of a published page: decoded at the edge [GAL-076], rendered with its
 * layout, or the fallback notice. Slide activations are reported under the gallery (where a
 * lightbox would open), and video embeds play in the local stand-in player.
 */
export function GalleryBlock({ json, id, label, collection }: { json: string; id: string; label: string; collection?: string }) {
  const [decoding] = useState(() => decodeGalleryBlock(json));
  const [activated, setActivated] = useState<number | null>(null);
  if (!decoding.ok) return <GalleryFallback decoding={decoding} label={label} />;
  decoding.warnings.forEach((warning) => console.warn(warning));
  const opensLightbox = decoding.block.layout !== 'stacked' && decoding.block.layout !== 'strip';
  return (
    <VideoSourceContext.Provider value={standInPlayer}>
      <Gallery block={decoding.block} id={id} label={label} collection={collection} onSlideActivate={opensLightbox ? setActivated : undefined} />
      {opensLightbox && (
        <p className="demo-note" data-testid={`${id}-activated`}>
          {activated === null ? 'Click a picture: the lightbox (next issue) would open on it.' : `The lightbox would open on slide ${activated + 1}.`}
        </p>
      )}
    </VideoSourceContext.Provider>
  );
}
