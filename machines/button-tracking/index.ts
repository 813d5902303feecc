
export { buttonTrackingMachine } from './machine.ts';
export type { ButtonTrackingContext, ButtonTrackingEvent, ButtonTrackingInput } from './machine.ts';
export { connect as connectButtonBlock } from './connect.ts';
export type { ButtonBlockApi } from './types.ts';
export { decodeButtonBlock } from './codec.ts';
