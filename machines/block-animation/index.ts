export { blockAnimationAnatomy } from './anatomy.ts';
export { blockAnimationMachine } from './machine.ts';
export type { BlockAnimationContext, BlockAnimationEvent, BlockAnimationInput } from './machine.ts';
export { connect as connectBlockAnimation } from './connect.ts';
export type { BlockAnimationApi, BlockAnimationPhase, BlockAnimationSnapshot } from './types.ts';
export { decodeBlockAnimation } from './codec.ts';
export type { BlockAnimationDecoding, BlockAnimationSettings } from './codec.ts';
export { durationMs as blockAnimationDurationMs, entranceAt, entranceKeyframes } from './logic.ts';
export type { BlockAnimationKind, BlockKeyframe } from './logic.ts';
export {
  ANIMATION_FRAME_FALLBACK_PER_SECOND,
  BLOCK_ANIMATION_THRESHOLDS,
  DEFAULT_BLOCK_ANIMATION_DURATION_S,
  IMAGE_WAIT_MAX_MS,
  SCALABLE_HIDE_SCALE,
} from './constants.ts';
