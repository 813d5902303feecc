export { relativeTimeMachine } from './machine.ts';
export type { RelativeTimeContext, RelativeTimeEvent, RelativeTimeInput } from './machine.ts';
export { connect as connectRelativeTime } from './connect.ts';
export type { RelativeTimeSnapshot } from './connect.ts';
export type { RelativeTimeApi } from './types.ts';
export { relativeTimeAnatomy } from './anatomy.ts';
export { relativeTimeText } from './logic.ts';
export {
  RELATIVE_TIME_REFRESH_MS,
  JUST_NOW_TEXT,
  SECONDS_AGO_TEXT,
  JUST_NOW_SECONDS,
  RELATIVE_TIME_DEFAULT_LOCALE,
  RELATIVE_TIME_UNITS,
} from './constants.ts';
