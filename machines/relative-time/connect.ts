import type { SnapshotFrom } from 'xstate';
import { relativeTimeText } from './logic.ts';
import type { relativeTimeMachine } from './machine.ts';

export type RelativeTimeSnapshot = SnapshotFrom<typeof relativeTimeMachine>;

/** Pure view model of a relative time: the words and a `<time>` element's props. */
export function connect(snapshot: RelativeTimeSnapshot) {
  const { time, now } = snapshot.context;
  return {
    text: relativeTimeText(time, now),
    getTimeProps: () => ({ dateTime: new Date(time).toISOString(), 'data-scope': 'relative-time' as const }),
  };
}

export type RelativeTimeApi = ReturnType<typeof connect>;
