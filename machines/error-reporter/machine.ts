import { assign, emit, setup } from 'xstate';
import { ERROR_REPORT_DEBOUNCE_MS, MAX_ERROR_REPORT_SENDS, MAX_QUEUED_ERROR_REPORTS } from './constants.ts';
import type { ErrorReport } from './logic.ts';

/** What the error reporter machine remembers (`snapshot.context`). */
export interface ErrorReporterContext {
  queue: ErrorReport[];
  /** Sends so far on this page. */
  sends: number;
}

/** The events the error reporter machine accepts. */
export type ErrorReporterEvent = { type: 'REPORT'; report: ErrorReport };

/** [ERR-002] [ERR-005] One POST of the queued reports, fire-and-forget. */
export type ErrorReporterEmitted = { type: 'send'; reports: ErrorReport[] };

/** The error reporter: queues, debounces and sends reports of uncaught errors. */
export const errorReporterMachine = setup({
  types: {
    context: {} as ErrorReporterContext,
    events: {} as ErrorReporterEvent,
    emitted: {} as ErrorReporterEmitted,
  },
  guards: {
    // [ERR-007] At most 10 reports wait; later ones are dropped.
    hasRoom: ({ context }) => context.queue.length < MAX_QUEUED_ERROR_REPORTS,
    // [ERR-006] The 20th send is the last one of the page.
    isLastSend: ({ context }) => context.sends + 1 >= MAX_ERROR_REPORT_SENDS,
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event.report] }),
    send: emit(({ context }) => ({ type: 'send' as const, reports: context.queue })),
    markSent: assign({ queue: [], sends: ({ context }) => context.sends + 1 }),
  },
  delays: {
    // [ERR-004] Sending is debounced by 1 s.
    debounce: ERROR_REPORT_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'errorReporter',
  context: { queue: [], sends: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { REPORT: { guard: 'hasRoom', target: 'debouncing', actions: 'enqueue' } },
    },
    debouncing: {
      on: {
        // Each new error restarts the 1 s wait.
        REPORT: { guard: 'hasRoom', target: 'debouncing', reenter: true, actions: 'enqueue' },
      },
      after: {
        debounce: [
          { guard: 'isLastSend', target: 'exhausted', actions: ['send', 'markSent'] },
          { target: 'idle', actions: ['send', 'markSent'] },
        ],
      },
    },
    // [ERR-006] No more sends on this page: errors are no longer queued.
    exhausted: {},
  },
});
