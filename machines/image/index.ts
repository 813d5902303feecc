
export { imageMachine } from './machine.ts';
export type { ImageContext, ImageEvent, ImageInput } from './machine.ts';
export { connect as connectImageMachine } from './connect.ts';
export type { ImageApi } from './types.ts';
export { decodeImageInput } from './codec.ts';
