import type { SnapshotFrom } from 'xstate';
import { relativeTimeText } from './logic.ts';
import type { relativeTimeMachine } from './machine.ts';

export type RelativeTimeSnapshot = SnapshotFrom<typeof relativeTimeMachine>;

// The range a JavaScript Date can hold (ECMA-262 §21.4.1.22): beyond it toISOString throws.
const isDate = (time: number) => Number.isFinite(time) && Math.abs(time) <= 8.64e15;

/** Pure view model of a relative time: the words and a `<time>` element's props. */
export function connect(snapshot: RelativeTimeSnapshot) {
  const { time, now, locale } = snapshot.context;
  return {
    text: relativeTimeText(time, now, locale),
    // A time that is no date (NaN, out of range) has no machine-readable form: no dateTime.
    getTimeProps: () => ({ dateTime: isDate(time) ? new Date(time).toISOString() : undefined, 'data-scope': 'relative-time' as const }),
  };
}

export type RelativeTimeApi = ReturnType<typeof connect>;
