import { assign, setup } from 'xstate';

/**
 * One script address's load (MAP-018, MAP-020) apart from the real machine: blocks ask for it
 * (`LOAD`), and the browser answers (`SCRIPT_LOADED`, `SCRIPT_FAILED`) or the timeout passes.
 */
export interface ScriptLoaderModelConfig {
  url: string;
  timeoutMs: number;
}
export type ScriptLoaderModelEvent = { type: 'LOAD' } | { type: 'SCRIPT_LOADED' } | { type: 'SCRIPT_FAILED' } | { type: 'TIMEOUT' };
export interface ScriptLoaderView {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The reason shown for a failure: the timeout or the browser's error. */
  error: 'timeout' | 'error' | null;
}

export function createScriptLoaderSpec(_config: ScriptLoaderModelConfig) {
  return setup({ types: { events: {} as ScriptLoaderModelEvent, context: {} as { error: ScriptLoaderView['error'] } } }).createMachine({
    id: 'scriptLoaderSpec',
    context: { error: null },
    initial: 'idle',
    states: {
      idle: { on: { LOAD: 'loading' } },
      loading: {
        on: {
          // A second block asking while the script loads shares the one load.
          LOAD: {},
          SCRIPT_LOADED: 'loaded',
          SCRIPT_FAILED: { target: 'failed', actions: assign({ error: 'error' as const }) },
          TIMEOUT: { target: 'failed', actions: assign({ error: 'timeout' as const }) },
        },
        entry: assign({ error: null }),
      },
      loaded: { on: { LOAD: {} } },
      failed: { on: { LOAD: 'loading' } },
    },
  });
}

export type ScriptLoaderSpec = ReturnType<typeof createScriptLoaderSpec>;
