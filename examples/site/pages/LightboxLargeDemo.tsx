import { largeGalleryJson } from '../../content/lightbox-demo.ts';
import { GalleryBlock } from './GalleryBlock.tsx';

const json = largeGalleryJson(1000);

/** The lightbox benchmark's page: a 1,000-image grid gallery (specs/bench/lightbox-open.ts). */
export function LightboxLargeDemo() {
  return (
    <>
      <h1>Lightbox over a 1,000-image gallery</h1>
      <GalleryBlock json={json} id="large" label="A thousand photos" />
    </>
  );
}
