export { lightboxMachine } from './machine.ts';
export type { LightboxContext, LightboxEvent, LightboxInput } from './machine.ts';
export { connect as connectLightbox } from './connect.ts';
export type { LightboxApi } from './types.ts';
export { decodeLightboxBlock } from './codec.ts';
export type { LightboxBlockData } from './codec.ts';
export { LIGHTBOX_FADE_MS } from './constants.ts';
