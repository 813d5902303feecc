/**
 * Gallery blocks of /demo/lightbox as a published page carries them (JSON text, decoded at the
 * edge): a three-picture walk (grid), a light-themed single picture, nine landscapes in a
 * slideshow, and a damaged block that shows the gallery's fallback. Each block has `lightbox`
 * on. Slide ids are unique on the page; each slide's url is its address under the collection
 * (`/demo/lightbox/<url>`), a path whose last segment is not the id, so an address can name a
 * slide by its id (the last segment), by its url (the path after the collection's URL), or by
 * the end of its url (the looser match) [LBX-002] [LBX-003] [LBX-004].
 */
import { demoImages, type DemoImage } from './demo-images.ts';

export const LIGHTBOX_COLLECTION_URL = '/demo/lightbox';

/** A gallery slide of a drawn scene: `<gallery>/<first word of the id>` is its url. */
const gallerySlide = (gallery: string) => (image: DemoImage, index: number) => ({
  id: image.id,
  url: `${gallery}/${image.id.split('-')[0]}`,
  title: image.title,
  image: {
    src: `/images/lightbox/${image.id}.svg`,
    dimensions: `${image.width}x${image.height}`,
    focalPoint: '0.5,0.6',
    alt: `${image.title}: a drawn landscape, ${index + 1} of the ${gallery}`,
  },
});

/** A grid of three: the lightbox keeps the open picture in the address hash [LBX-011]. */
export const walkGalleryJson = JSON.stringify({
  type: 'grid',
  lightbox: true,
  historyHash: true,
  collectionUrl: LIGHTBOX_COLLECTION_URL,
  slidesPerRow: 3,
  padding: 12,
  imageAspectRatio: '4:3',
  slides: demoImages.slice(0, 3).map(gallerySlide('walk')),
});

/** A slideshow whose pictures open the lightbox (no history hash: the address is left alone). */
export const landscapesGalleryJson = JSON.stringify({
  type: 'slideshow',
  lightbox: true,
  collectionUrl: LIGHTBOX_COLLECTION_URL,
  imageAspectRatio: '16:9',
  slides: demoImages.slice(3, 12).map(gallerySlide('landscapes')),
});

/**
 * [GAL-085] A grid whose lightbox plays by itself: a new picture every second, a second after
 * the visitor last moved it, with a play/pause control (paused under reduced motion).
 */
export const reelGalleryJson = JSON.stringify({
  type: 'grid',
  lightbox: true,
  lightboxAutoplay: true,
  collectionUrl: LIGHTBOX_COLLECTION_URL,
  slidesPerRow: 4,
  imageAspectRatio: '1:1',
  slides: demoImages.slice(5, 9).map((image, index) => ({ ...gallerySlide('reel')(image, index), id: `reel-${image.id}` })),
});

/** One picture, light theme [LBX-026]: its lightbox has no arrows [LBX-018]. */
export const lighthouseGalleryJson = JSON.stringify({
  type: 'grid',
  lightbox: true,
  lightboxTheme: 'light',
  historyHash: true,
  collectionUrl: LIGHTBOX_COLLECTION_URL,
  slidesPerRow: 3,
  imageAspectRatio: '4:3',
  slides: demoImages.slice(12).map(gallerySlide('lighthouse')),
});

/** A block whose picture address is a script: refused at the edge, the fallback shows, no lightbox. */
export const damagedGalleryJson = JSON.stringify({
  type: 'grid',
  lightbox: true,
  slides: [{ id: 'x', image: { src: 'javascript:alert(1)', dimensions: '10x10' } }],
});

/** The lightbox benchmark's gallery: a grid of 1,000 pictures cycling through the demo scenes. */
export function largeGalleryJson(count = 1000): string {
  return JSON.stringify({
    type: 'grid',
    lightbox: true,
    slidesPerRow: 6,
    padding: 8,
    imageAspectRatio: '4:3',
    slides: Array.from({ length: count }, (_, index) => {
      const image = demoImages[index % demoImages.length] as DemoImage;
      return { ...gallerySlide('thousand')(image, index), id: `photo-${index + 1}`, url: `photo-${index + 1}` };
    }),
  });
}

/**
 * The favourites of /demo/dialogs, in the lightbox's own block format (`decodeLightboxBlock`):
 * a lightbox opened by a button rather than a gallery.
 */
export const walkBlockJson = JSON.stringify({
  title: 'Coastal walk',
  slides: demoImages.slice(0, 3).map((image, index) => ({
    id: image.id,
    src: `/images/lightbox/${image.id}.svg`,
    width: image.width,
    height: image.height,
    title: image.title,
    alt: `${image.title}: a drawn landscape, ${index + 1} of the walk`,
  })),
});
