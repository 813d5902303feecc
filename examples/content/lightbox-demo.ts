/**
 * Gallery blocks as a published page carries them (JSON text, decoded at the edge): a
 * three-image walk, a light-themed single image, nine more landscapes, and a damaged block
 * that shows no lightbox. Slide ids are unique on the page, so an address names one slide.
 */
import { demoImages, type DemoImage } from './demo-images.ts';

const toSlide = (image: DemoImage, index: number) => ({
  id: image.id,
  url: `/demo/lightbox/${image.id}`,
  src: `/images/lightbox/${image.id}.svg`,
  width: image.width,
  height: image.height,
  title: image.title,
  alt: `${image.title}: a drawn landscape, ${index + 1} of the walk`,
});

export const walkBlockJson = JSON.stringify({
  title: 'Coastal walk',
  collectionUrl: '/demo/lightbox',
  slides: demoImages.slice(0, 3).map(toSlide),
});

export const landscapesBlockJson = JSON.stringify({
  title: 'Landscapes',
  collectionUrl: '/demo/lightbox',
  slides: demoImages.slice(3, 12).map(toSlide),
});

export const lighthouseBlockJson = JSON.stringify({
  title: 'Lighthouse',
  lightboxTheme: 'light',
  slides: demoImages.slice(12).map(toSlide),
});

/** A block whose data is damaged: no lightbox is built, a warning is logged. */
export const damagedLightboxBlockJson = '{"slides": [{"id": "x", "src": "javascript:alert(1)", "width": 10, "height": 10}]}';

/** The benchmark's gallery: 1,000 images cycling through the demo scenes. */
export function largeGallerySlides(count = 1000) {
  return Array.from({ length: count }, (_, index) => {
    const image = demoImages[index % demoImages.length] as DemoImage;
    return { ...toSlide(image, index), id: `photo-${index + 1}`, url: `/demo/lightbox-large/photo-${index + 1}` };
  });
}
