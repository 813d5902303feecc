/** `site-machines/image`: the image layer (load queue, width steps, focal point), its hook, component and stylesheet. */
export * from '../machines/media/index.ts';
export * from '../machines/image/index.ts';
export { bindImage, knownToQueue } from '../adapters/browser/image.ts';
export type { ImageActor, ImageEnvironment } from '../adapters/browser/image.ts';
export { loadImageElement, loadImagesIn } from '../adapters/browser/image-loader.ts';
export { pageImageQueue } from '../adapters/browser/media.ts';
export { ImageQueueProvider, useImage } from '../adapters/react/useImage.ts';
export type { ImageView, UseImageInput } from '../adapters/react/useImage.ts';
export { Image } from '../ui/Image.tsx';
export type { ImageProps } from '../ui/Image.tsx';
export const stylesheets = ['site-machines/ui/media.css'] as const;
