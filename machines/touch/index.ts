// Touch gestures: a touch sequence read as a swipe, a move-end or a tap (the resize emitter is machines/resize).
export { classifyGesture } from './logic.ts';
export type { Gesture } from './logic.ts';
