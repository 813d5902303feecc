import { assign, emit, fromPromise, setup } from 'xstate';
import { DEFAULT_SCRIPT_TIMEOUT_MS, SCRIPT_TIMEOUT_MESSAGE } from './constants.ts';
import { loadErrorText } from './logic.ts';
import type { ScriptLoaderContext, ScriptLoaderEmitted, ScriptLoaderEvent, ScriptLoaderInput } from './types.ts';

/**
 * [MAP-018] [MAP-020] One script address's load, shared by every block that asks: the first
 * `LOAD` fetches it, asks while it loads or after it has loaded change nothing (one request),
 * a load that errors or outlasts its timeout is rejected (`failed`), and a later `LOAD` retries.
 * The fetching itself is the `loadScript` actor, which the browser adapter provides (it adds a
 * `<script>` and removes it when the load is abandoned).
 */
export const scriptLoaderMachine = setup({
  types: {
    input: {} as ScriptLoaderInput,
    context: {} as ScriptLoaderContext,
    events: {} as ScriptLoaderEvent,
    emitted: {} as ScriptLoaderEmitted,
  },
  actors: {
    loadScript: fromPromise<void, { url: string }>(async () => {
      throw new Error('no script loader provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => loadErrorText(params.error) }),
    recordTimeout: assign({ error: ({ context }) => `${SCRIPT_TIMEOUT_MESSAGE} ${context.url}` }),
    emitLoaded: emit(({ context }) => ({ type: 'loaded' as const, url: context.url })),
    emitFailed: emit(({ context }) => ({ type: 'failed' as const, url: context.url, error: context.error ?? '' })),
  },
  delays: { loadTimeout: ({ context }) => context.timeoutMs },
}).createMachine({
  id: 'scriptLoader',
  context: ({ input }) => ({ url: input.url, timeoutMs: input.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'loadScript',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'loaded' },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
      // [MAP-020] The timeout rejects the load; leaving the state stops the invoked load.
      after: { loadTimeout: { target: 'failed', actions: 'recordTimeout' } },
    },
    loaded: { entry: 'emitLoaded' },
    failed: {
      entry: 'emitFailed',
      // A later block's ask retries a failed script.
      on: { LOAD: 'loading' },
    },
  },
});
