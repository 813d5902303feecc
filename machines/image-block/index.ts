export { imageBlockAnatomy } from './anatomy.ts';
export { imageBlockMachine } from './machine.ts';
export type { ImageBlockContext, ImageBlockEvent, ImageBlockInput } from './machine.ts';
export { connect as connectImageBlock } from './connect.ts';
export type { ImageBlockSnapshot } from './connect.ts';
export type { ImageBlockApi, ImageBlockConnectOptions } from './types.ts';
export { decodeImageBlock } from './codec.ts';
export type { ImageBlock, ImageBlockData, ImageBlockDecoding } from './codec.ts';
export { isNarrow, isSeen, needsMinFontClass, parseVideoRatio, variantOf, videoPlaceholderPercent } from './logic.ts';
export type { ImageBlockVariant } from './logic.ts';
export {
  DEFAULT_IMAGE_BLOCK_VARIANT,
  DEFAULT_VIDEO_PLACEHOLDER_PERCENT,
  IMAGE_BLOCK_DATA_ERROR,
  IMAGE_BLOCK_INTERSECTION_RATIO,
  IMAGE_BLOCK_MIN_FONT_CLASS,
  IMAGE_BLOCK_MIN_FONT_SIZE,
  IMAGE_BLOCK_NARROW_BELOW,
  IMAGE_BLOCK_VARIANTS,
  unknownVariantWarning,
} from './constants.ts';
