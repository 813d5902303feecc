export { relativeTimeMachine } from './machine.ts';
export type { RelativeTimeContext, RelativeTimeEvent, RelativeTimeInput } from './machine.ts';
export { connect as connectRelativeTime } from './connect.ts';
export type { RelativeTimeApi } from './types.ts';
