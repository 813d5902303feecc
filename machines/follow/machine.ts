import { fromPromise, setup } from 'xstate';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from './constants.ts';

/** What the follow button machine starts from: `createActor(followButtonMachine, { input })`. */
export interface FollowButtonInput {
  username: string;
}

/**
 * [WID-001] [WID-002] A follow link: a plain link at once, enhanced when the social widget
 * host's script has loaded; a load that fails or takes more than 10000 ms leaves the link as
 * it is.
 */
export const followButtonMachine = setup({
  types: { input: {} as FollowButtonInput, context: {} as FollowButtonInput },
  actors: {
    // The adapter provides the real (shared) script load.
    loadWidgetScript: fromPromise<void>(async () => {
      throw new Error('no script loader provided');
    }),
  },
  delays: { scriptTimeout: FOLLOW_SCRIPT_TIMEOUT_MS },
}).createMachine({
  id: 'followButton',
  context: ({ input }) => ({ username: input.username }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadWidgetScript', onDone: 'ready', onError: 'unavailable' },
      after: { scriptTimeout: 'unavailable' },
    },
    ready: {},
    unavailable: {},
  },
});
