export { classifyGesture } from './logic.ts';
export type { Gesture, TouchPoint } from './logic.ts';
export { resizeEmitterMachine } from './machine.ts';
export { decodeResizeSettings } from './codec.ts';
export type { ResizeEmitterContext, ResizeEmitterEmitted, ResizeEmitterEvent, ResizeEmitterInput } from './machine.ts';
export * from './constants.ts';
