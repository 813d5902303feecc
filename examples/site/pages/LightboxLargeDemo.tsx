import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { GalleryIsland as GalleryBlock } from '../blocks/GalleryIsland.tsx';

/** The lightbox benchmark's page: a 1,000-image grid gallery (specs/bench/lightbox-open.ts). */
export function LightboxLargeDemo({ data }: { data: { block: GalleryBlockDecoding } }) {
  return (
    <>
      <h1>Lightbox over a 1,000-image gallery</h1>
      <GalleryBlock decoding={data.block} id="large" label="A thousand photos" priority />
    </>
  );
}
