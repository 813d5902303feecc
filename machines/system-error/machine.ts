import { assign, emit, setup } from 'xstate';
import type { SystemError } from './logic.ts';

/** What the system error overlay machine starts from: `createActor(systemErrorMachine, { input })`. */
export interface SystemErrorInput {
  /** Prefix of the DOM ids `connect` derives (the overlay's box has it); unique per page. */
  id?: string;
}

/** What the system error overlay machine remembers (`snapshot.context`). */
export interface SystemErrorContext {
  id: string;
  /** The error shown; the newest wins. */
  error: SystemError | null;
}

/** The events the system error overlay machine accepts. */
export type SystemErrorEvent = { type: 'SHOW'; error: SystemError } | { type: 'CLEAR' } | { type: 'RELOAD' };

/** Reload the page (the adapter does it). */
export type SystemErrorEmitted = { type: 'reload' };

/** [ERR-014] The system error overlay: shown with an error, cleared, or the page reloaded. */
export const systemErrorMachine = setup({
  types: {
    input: {} as SystemErrorInput | void,
    context: {} as SystemErrorContext,
    events: {} as SystemErrorEvent,
    emitted: {} as SystemErrorEmitted,
  },
  actions: {
    setError: assign({ error: ({ event }) => (event.type === 'SHOW' ? event.error : null) }),
    clearError: assign({ error: null }),
    reload: emit({ type: 'reload' as const }),
  },
}).createMachine({
  id: 'systemError',
  context: ({ input }) => ({ id: input?.id ?? 'system-error', error: null }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { SHOW: { target: 'shown', actions: 'setError' } },
    },
    shown: {
      on: {
        SHOW: { actions: 'setError' },
        CLEAR: { target: 'hidden', actions: 'clearError' },
        RELOAD: { actions: 'reload' },
      },
    },
  },
});
