import { assign, setup } from 'xstate';

/**
 * The error reporter as the server sees it, stated apart from the real machine (ERR-004,
 * ERR-006, ERR-007): errors wait until 1 s passes without a new one, then go in one call; at
 * most 10 wait; after 20 calls nothing more is sent.
 */
export type ErrorReporterModelConfig = Record<string, never>;

export type ErrorReporterModelEvent =
  /** A script error on the page. */
  | { type: 'ERROR' }
  /** A second passes. */
  | { type: 'WAIT' };

export interface ErrorReporterView {
  state: 'idle' | 'debouncing' | 'exhausted';
  queued: number;
  sends: number;
}

export function createErrorReporterSpec() {
  return setup({
    types: { context: {} as Omit<ErrorReporterView, 'state'>, events: {} as ErrorReporterModelEvent },
    guards: {
      hasRoom: ({ context }) => context.queued < 10,
      lastSend: ({ context }) => context.sends === 19,
    },
  }).createMachine({
    id: 'errorReporterSpec',
    context: { queued: 0, sends: 0 },
    initial: 'idle',
    states: {
      idle: { on: { ERROR: { target: 'debouncing', actions: assign({ queued: 1 }) } } },
      debouncing: {
        on: {
          ERROR: { guard: 'hasRoom', target: 'debouncing', actions: assign({ queued: ({ context }) => context.queued + 1 }) },
          WAIT: [
            { guard: 'lastSend', target: 'exhausted', actions: assign({ queued: 0, sends: 20 }) },
            { target: 'idle', actions: assign({ queued: 0, sends: ({ context }) => context.sends + 1 }) },
          ],
        },
      },
      exhausted: {},
    },
  });
}

export type ErrorReporterSpec = ReturnType<typeof createErrorReporterSpec>;
