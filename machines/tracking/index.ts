
export { adPixelMachine } from './ad-pixel.ts';
export type { AdPixelContext, AdPixelEvent } from './ad-pixel.ts';
