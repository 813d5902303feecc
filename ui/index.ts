/** React components: they render machine state and send events, nothing else. */
export { Accordion } from './Accordion.tsx';
export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { Gallery, GalleryFallback } from './Gallery.tsx';
export type { GalleryProps } from './Gallery.tsx';
export { Slideshow } from './gallery/Slideshow.tsx';
export type { SlideshowProps } from './gallery/Slideshow.tsx';
export { Carousel } from './gallery/Carousel.tsx';
export type { CarouselProps } from './gallery/Carousel.tsx';
export { Strip } from './gallery/Strip.tsx';
export type { StripProps } from './gallery/Strip.tsx';
export { Collection } from './gallery/Collection.tsx';
export type { CollectionLayout, CollectionProps } from './gallery/Collection.tsx';
export { Thumbnails } from './gallery/Thumbnails.tsx';
export type { LayoutProps } from './gallery/shared.tsx';
export { Image } from './Image.tsx';
export type { ImageProps } from './Image.tsx';
export { VideoEmbed } from './VideoEmbed.tsx';
export type { VideoEmbedProps } from './VideoEmbed.tsx';
