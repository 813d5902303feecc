export { marqueeMachine } from './machine.ts';
export type { MarqueeContext, MarqueeEvent, MarqueeInput } from './machine.ts';
export { connect as connectMarquee } from './connect.ts';
export type { MarqueeApi } from './types.ts';
export { decodeMarqueeBlock } from './codec.ts';
export type { MarqueeBlockData } from './codec.ts';
