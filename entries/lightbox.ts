/** `site-machines/lightbox`: the lightbox's machine, connect, codec, hooks, component and stylesheets. */
export * from '../machines/lightbox/index.ts';
export { bindLightboxEffects, openLightboxFromAddress } from '../adapters/browser/lightbox.ts';
export { useLightbox } from '../adapters/react/useLightbox.ts';
export type { LightboxActor, UseLightboxInput } from '../adapters/react/useLightbox.ts';
export { Lightbox } from '../ui/Lightbox.tsx';
export type { LightboxProps } from '../ui/Lightbox.tsx';
export { LightboxSlide } from '../ui/LightboxSlide.tsx';
export type { LightboxImage, LightboxSlideProps } from '../ui/LightboxSlide.tsx';
/** A lightbox opens in the page's dialog stack: wrap the page in `DialogStack` (`site-machines/dialogs`). */
export const stylesheets = ['site-machines/ui/lightbox.css', 'site-machines/ui/dialogs.css'] as const;
