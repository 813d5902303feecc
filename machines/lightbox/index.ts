export { lightboxMachine } from './machine.ts';
export type { LightboxContext, LightboxEmitted, LightboxEvent, LightboxInput } from './machine.ts';
export { connect as connectLightbox, lightboxPartId } from './connect.ts';
export type {
  ClickEventLike,
  KeyboardEventLike as LightboxKeyboardEventLike,
  LightboxApi,
  LightboxAutoplay,
  LightboxSnapshot,
  LightboxState,
  ScrollEventLike,
} from './types.ts';
export { lightboxAnatomy } from './anatomy.ts';
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
export {
  ITEM_ID_PARAM,
  LIGHTBOX_BLOCK_DATA_ERROR,
  LIGHTBOX_CLOSE_KEY,
  LIGHTBOX_DEFAULT_THEME,
  LIGHTBOX_DEFAULT_TITLE,
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_FADE_MS,
  LIGHTBOX_KEY_CODES,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_NEXT_KEY,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_PADDING,
  LIGHTBOX_PREVIOUS_KEY,
  LIGHTBOX_SLIDE_MS,
  LIGHTBOX_UNAVAILABLE_MESSAGE,
} from './constants.ts';
