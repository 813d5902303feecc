// The resize emitter: size changes along an axis reported as a start and, after a quiet time, an end.
export { resizeEmitterMachine } from './machine.ts';
export { decodeResizeSettings } from './codec.ts';
export type { ResizeEmitterContext, ResizeEmitterEmitted, ResizeEmitterEvent, ResizeEmitterInput } from './machine.ts';
export {
  GALLERY_RESIZE_TIMEOUT_MS,
  RESIZE_AXIS_ERROR,
  RESIZE_THRESHOLD_DEFAULT,
  RESIZE_THRESHOLD_ERROR,
  RESIZE_TIMEOUT_DEFAULT_MS,
  VIDEO_RESIZE_TIMEOUT_MS,
} from './constants.ts';
