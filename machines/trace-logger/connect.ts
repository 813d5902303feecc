import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { traceLoggerAnatomy } from './anatomy.ts';
import type { TraceLoggerEvent, traceLoggerMachine } from './machine.ts';
import type { TraceLoggerApi } from './types.ts';

export type TraceLoggerSnapshot = SnapshotFrom<typeof traceLoggerMachine>;

/** The logger's state for a status display. */
export function connect(snapshot: TraceLoggerSnapshot, _send: (event: TraceLoggerEvent) => void, normalize: NormalizeProps): TraceLoggerApi {
  const batching = snapshot.value === 'batching';
  return {
    pending: snapshot.context.pending.length,
    batching,
    getStatusProps: () => normalize({ ...traceLoggerAnatomy.attrs('status'), 'data-state': batching ? 'batching' : 'idle' }),
  };
}
