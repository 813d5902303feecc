export { galleryMachine } from './machine.ts';
export type { GalleryContext, GalleryEvent, GalleryInput } from './machine.ts';
export { connect as connectGallery } from './connect.ts';
export type { GalleryApi } from './connect.ts';
export { decodeGalleryBlock } from './codec.ts';
export type { GalleryBlock, GallerySlide } from './codec.ts';
export { linkGalleries } from './link.ts';
