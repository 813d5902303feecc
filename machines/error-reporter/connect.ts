import type { SnapshotFrom } from 'xstate';
import { MAX_ERROR_REPORT_SENDS } from './constants.ts';
import type { errorReporterMachine } from './machine.ts';

export type ErrorReporterSnapshot = SnapshotFrom<typeof errorReporterMachine>;

export interface ErrorReporterApi {
  queued: number;
  sends: number;
  /** [ERR-006] Sends this page still has. */
  sendsLeft: number;
  waiting: boolean;
  exhausted: boolean;
}

/** The reporter's state for a status display (no handlers: errors arrive by themselves). */
export function connect(snapshot: ErrorReporterSnapshot): ErrorReporterApi {
  const { queue, sends } = snapshot.context;
  return {
    queued: queue.length,
    sends,
    sendsLeft: MAX_ERROR_REPORT_SENDS - sends,
    waiting: snapshot.value === 'debouncing',
    exhausted: snapshot.value === 'exhausted',
  };
}
