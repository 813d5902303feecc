
export { blockAnimationMachine } from './machine.ts';
export type { BlockAnimationContext, BlockAnimationEvent, BlockAnimationInput } from './machine.ts';
export { connect as connectBlockAnimation } from './connect.ts';
export type { BlockAnimationApi } from './types.ts';
export { decodeBlockAnimation } from './codec.ts';
export type { BlockAnimationSettings } from './codec.ts';
