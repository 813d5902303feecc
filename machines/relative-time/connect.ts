import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { relativeTimeAnatomy } from './anatomy.ts';
import { relativeTimeText } from './logic.ts';
import type { RelativeTimeEvent, relativeTimeMachine } from './machine.ts';
import type { RelativeTimeApi } from './types.ts';

export type RelativeTimeSnapshot = SnapshotFrom<typeof relativeTimeMachine>;

// The range a JavaScript Date can hold (ECMA-262 §21.4.1.22): beyond it toISOString throws.
const isDate = (time: number) => Number.isFinite(time) && Math.abs(time) <= 8.64e15;

/** Pure view model of a relative time: the words and a `<time>` element's props (the clock is the machine's `now`). */
export function connect(snapshot: RelativeTimeSnapshot, _send: (event: RelativeTimeEvent) => void, normalize: NormalizeProps): RelativeTimeApi {
  const { time, now, locale } = snapshot.context;
  return {
    text: relativeTimeText(time, now, locale),
    // A time that is no date (NaN, out of range) has no machine-readable form: no dateTime.
    getTimeProps: () => normalize({ dateTime: isDate(time) ? new Date(time).toISOString() : undefined, ...relativeTimeAnatomy.attrs('root') }),
  };
}
