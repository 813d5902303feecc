import { largeGallerySlides } from '../../content/lightbox-demo.ts';
import { ThumbnailGallery } from './LightboxDemo.tsx';

const data = { title: 'A thousand photos', slides: largeGallerySlides(1000) };

/** The lightbox benchmark's page: a 1,000-image gallery (specs/bench/lightbox-open.ts). */
export function LightboxLargeDemo() {
  return (
    <>
      <h1>Lightbox over a 1,000-image gallery</h1>
      <ThumbnailGallery id="large" data={data} />
    </>
  );
}
