import { setup } from 'xstate';

/** A follow link (WID-001, WID-002) apart from the real machine: the widget script loads, fails, or 10000 ms pass. */
export type FollowModelConfig = { username: string };
export type FollowModelEvent = { type: 'SCRIPT_LOADED' } | { type: 'SCRIPT_FAILED' } | { type: 'TIMEOUT' };
export interface FollowView {
  state: 'loading' | 'ready' | 'unavailable';
  text: string;
}

export function createFollowSpec(_config: FollowModelConfig) {
  return setup({ types: { events: {} as FollowModelEvent } }).createMachine({
    id: 'followSpec',
    initial: 'loading',
    states: {
      loading: { on: { SCRIPT_LOADED: 'ready', SCRIPT_FAILED: 'unavailable', TIMEOUT: 'unavailable' } },
      ready: {},
      unavailable: {},
    },
  });
}

export type FollowSpec = ReturnType<typeof createFollowSpec>;
