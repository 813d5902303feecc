/** `site-machines/gallery`: every gallery layout, its machine, connect, codec, hooks, components and stylesheets. */
export * from '../machines/gallery/index.ts';
export { bindGalleryEffects, bindGalleryHistory, bindGalleryKeyboard, bindHoverPause, claimGalleryNode, releaseGalleryNode } from '../adapters/browser/gallery.ts';
export { useGallery } from '../adapters/react/useGallery.ts';
export type { GalleryActor, GalleryHistorySettings, UseGalleryInput, UseGalleryOptions } from '../adapters/react/useGallery.ts';
export { GalleryVideoLoaderContext, useGallerySlide } from '../adapters/react/useGallerySlide.ts';
export type { GallerySlideScope } from '../adapters/react/useGallerySlide.ts';
export { Gallery, GalleryFallback } from '../ui/Gallery.tsx';
export type { GalleryProps } from '../ui/Gallery.tsx';
export { GalleryWithLightbox, lightboxImagesOf } from '../ui/GalleryLightbox.tsx';
export type { GalleryWithLightboxProps } from '../ui/GalleryLightbox.tsx';
// [Issue 20] Each layout is a chunk of its own that Gallery reaches through import(); a page (or a
// server-rendering host) hands over the layout its first screen shows so it renders and hydrates at once.
export { galleryLayoutKind, loadGalleryLayout, loadGalleryLayouts, provideGalleryLayouts } from '../ui/gallery/registry.ts';
export type { GalleryLayoutKind, GalleryLayouts } from '../ui/gallery/registry.ts';
export { Slideshow } from '../ui/gallery/Slideshow.tsx';
export { Carousel } from '../ui/gallery/Carousel.tsx';
export { Strip } from '../ui/gallery/Strip.tsx';
export { Collection } from '../ui/gallery/Collection.tsx';
export { Thumbnails } from '../ui/gallery/Thumbnails.tsx';
/** The stylesheets the components need (the lightbox's too, for GalleryWithLightbox). */
export const stylesheets = ['site-machines/ui/gallery.css', 'site-machines/ui/media.css', 'site-machines/ui/lightbox.css', 'site-machines/ui/dialogs.css'] as const;
