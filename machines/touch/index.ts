// Touch gestures: a touch sequence read as a swipe, a move-end or a tap (the resize emitter is machines/resize).
export { classifyGesture } from './logic.ts';
export type { Gesture, TouchPoint } from './logic.ts';
export { SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX, TAP_MAX_MOVEMENT_PX } from './constants.ts';
