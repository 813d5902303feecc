export { classifyGesture } from './logic.ts';
export type { Gesture, TouchPoint } from './logic.ts';
export { resizeEmitterMachine } from './machine.ts';
export { decodeResizeSettings } from './codec.ts';
export type { ResizeSettings, ResizeSettingsDecoding } from './codec.ts';
export type { ResizeEmitterContext, ResizeEmitterEmitted, ResizeEmitterEvent, ResizeEmitterInput } from './machine.ts';
export { SWIPE_MIN_DISTANCE_PX, SWIPE_MAX_DURATION_MS, TAP_MAX_MOVEMENT_PX, RESIZE_THRESHOLD_DEFAULT, RESIZE_TIMEOUT_DEFAULT_MS, GALLERY_RESIZE_TIMEOUT_MS, VIDEO_RESIZE_TIMEOUT_MS, RESIZE_AXIS_ERROR, RESIZE_THRESHOLD_ERROR } from './constants.ts';
