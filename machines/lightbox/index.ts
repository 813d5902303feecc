export { lightboxMachine } from './machine.ts';
export type { LightboxContext, LightboxEmitted, LightboxEvent, LightboxInput } from './machine.ts';
export { connect as connectLightbox, lightboxPartId } from './connect.ts';
export type { ClickEventLike, KeyboardEventLike as LightboxKeyboardEventLike, LightboxApi, LightboxAutoplay, LightboxSnapshot, LightboxState, ScrollEventLike } from './connect.ts';
export {
  clickAction,
  findSlideIndex,
  hashForItem,
  itemIdFromHash,
  lightboxTheme,
  renderedIndices,
  slideIndexFromAddress,
  slideKeysFromAddress,
  stepIndex,
} from './logic.ts';
export type { ClickAction, LightboxAddress, LightboxSlide, LightboxTheme } from './logic.ts';
export { decodeLightboxBlock } from './codec.ts';
export type { LightboxBlockData, LightboxBlockDecoding, LightboxImageData } from './codec.ts';
export * from './constants.ts';
