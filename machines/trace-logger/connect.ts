import type { SnapshotFrom } from 'xstate';
import type { traceLoggerMachine } from './machine.ts';

export type TraceLoggerSnapshot = SnapshotFrom<typeof traceLoggerMachine>;

export interface TraceLoggerApi {
  pending: number;
  batching: boolean;
}

/** The logger's state for a status display. */
export function connect(snapshot: TraceLoggerSnapshot): TraceLoggerApi {
  return { pending: snapshot.context.pending.length, batching: snapshot.value === 'batching' };
}
