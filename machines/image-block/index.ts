
export { imageBlockMachine } from './machine.ts';
export type { ImageBlockContext, ImageBlockEvent, ImageBlockInput } from './machine.ts';
export { connect as connectImageBlock } from './connect.ts';
export type { ImageBlockApi } from './types.ts';
export { decodeImageBlock } from './codec.ts';
export type { DecodedImageBlock } from './codec.ts';
