import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { errorReporterAnatomy } from './anatomy.ts';
import { MAX_ERROR_REPORT_SENDS } from './constants.ts';
import type { ErrorReporterEvent, errorReporterMachine } from './machine.ts';
import type { ErrorReporterApi } from './types.ts';

export type ErrorReporterSnapshot = SnapshotFrom<typeof errorReporterMachine>;

/** The reporter's state for a status display (no handlers: errors arrive by themselves). */
export function connect(snapshot: ErrorReporterSnapshot, _send: (event: ErrorReporterEvent) => void, normalize: NormalizeProps): ErrorReporterApi {
  const { queue, sends } = snapshot.context;
  const waiting = snapshot.value === 'debouncing';
  const exhausted = snapshot.value === 'exhausted';
  return {
    queued: queue.length,
    sends,
    sendsLeft: MAX_ERROR_REPORT_SENDS - sends,
    waiting,
    exhausted,
    getStatusProps: () => normalize({ ...errorReporterAnatomy.attrs('status'), 'data-state': exhausted ? 'exhausted' : waiting ? 'waiting' : 'idle' }),
  };
}
