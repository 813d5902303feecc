export { imageQueueMachine } from './machine.ts';
export type { ImageQueueContext, ImageQueueEvent, ImageQueueInput } from './machine.ts';
export { decodeImageSettings } from './codec.ts';
export type { ImageSettings } from './codec.ts';
