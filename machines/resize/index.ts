// The resize emitter: size changes along an axis reported as a start and, after a quiet time, an end.
export { resizeEmitterMachine } from './machine.ts';
export { decodeResizeSettings } from './codec.ts';
export type { ResizeEmitterContext, ResizeEmitterEvent, ResizeEmitterInput } from './machine.ts';
