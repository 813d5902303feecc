import { assign, setup } from 'xstate';

/**
 * The trace logger as the server sees it, stated apart from the real machine (ERR-011,
 * ERR-012): events wait; 30 s after the first waiting one they go in one call; leaving the
 * page sends what waits at once, by beacon.
 */
export type TraceLoggerModelConfig = Record<string, never>;

export type TraceLoggerModelEvent =
  | { type: 'LOG' }
  /** 30 s pass. */
  | { type: 'WAIT_30S' }
  /** The visitor leaves the page. */
  | { type: 'LEAVE' };

/**
 * What the server sees. Counts saturate at `CAP` ("3 or more"), so the model stays finite
 * while the logger itself has no limit.
 */
export interface TraceLoggerView {
  state: 'idle' | 'batching';
  pending: number;
  calls: number;
  /** The last call: how many events it carried, and whether by beacon. */
  lastCall: { events: number; beacon: boolean } | null;
}

export const CAP = 3;
const capped = (count: number) => Math.min(CAP, count);

export function createTraceLoggerSpec() {
  return setup({
    types: { context: {} as Omit<TraceLoggerView, 'state'>, events: {} as TraceLoggerModelEvent },
  }).createMachine({
    id: 'traceLoggerSpec',
    context: { pending: 0, calls: 0, lastCall: null },
    initial: 'idle',
    states: {
      idle: { on: { LOG: { target: 'batching', actions: assign({ pending: 1 }) } } },
      batching: {
        on: {
          LOG: { actions: assign({ pending: ({ context }) => capped(context.pending + 1) }) },
          WAIT_30S: {
            target: 'idle',
            actions: assign({ pending: 0, calls: ({ context }) => capped(context.calls + 1), lastCall: ({ context }) => ({ events: context.pending, beacon: false }) }),
          },
          LEAVE: {
            target: 'idle',
            actions: assign({ pending: 0, calls: ({ context }) => capped(context.calls + 1), lastCall: ({ context }) => ({ events: context.pending, beacon: true }) }),
          },
        },
      },
    },
  });
}

export type TraceLoggerSpec = ReturnType<typeof createTraceLoggerSpec>;
