import { assign, emit, setup } from 'xstate';
import { TRACE_BATCH_INTERVAL_MS } from './constants.ts';
import type { LogEvent } from './logic.ts';

/** What the trace logger machine remembers (`snapshot.context`). */
export interface TraceLoggerContext {
  pending: LogEvent[];
}

/** The events the trace logger machine accepts. */
export type TraceLoggerEvent = { type: 'LOG'; event: LogEvent } | { type: 'UNLOAD' };

/**
 * [ERR-010] One Trace call with the pending events; `unloading` asks for a transport that
 * survives the page going away (a beacon). [ERR-013] Its failure is not the machine's concern.
 */
export type TraceLoggerEmitted = { type: 'send'; events: LogEvent[]; unloading: boolean };

/** The trace logger: batches log events and sends them on an interval. */
export const traceLoggerMachine = setup({
  types: {
    context: {} as TraceLoggerContext,
    events: {} as TraceLoggerEvent,
    emitted: {} as TraceLoggerEmitted,
  },
  actions: {
    append: assign({ pending: ({ context, event }) => (event.type === 'LOG' ? [...context.pending, event.event] : context.pending) }),
    send: emit(({ context, event }) => ({ type: 'send' as const, events: context.pending, unloading: event.type === 'UNLOAD' })),
    clear: assign({ pending: [] }),
  },
  delays: {
    // [ERR-011] The first pending event starts a 30 s wait: sends are at least 30 s apart.
    batchInterval: TRACE_BATCH_INTERVAL_MS,
  },
}).createMachine({
  id: 'traceLogger',
  context: { pending: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { LOG: { target: 'batching', actions: 'append' } },
    },
    batching: {
      on: {
        LOG: { actions: 'append' },
        // [ERR-012] Pending events are sent on page unload.
        UNLOAD: { target: 'idle', actions: ['send', 'clear'] },
      },
      after: { batchInterval: { target: 'idle', actions: ['send', 'clear'] } },
    },
  },
});
