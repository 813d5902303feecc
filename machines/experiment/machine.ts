import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TRACKING_TIMEOUT_MS } from '../tracking/constants.ts';
import { applyOverrides, replayEligible, sameChoices, usableReplayId, type ExperimentChoices, type ReplayFacts } from './logic.ts';

/** What the experiment (A/B) chooser machine starts from: `createActor(experimentMachine, { input })`. */
export interface ExperimentInput {
  /** [TRK-014] A site owner (website settings) of a site whose status is internal. */
  mayOverride: boolean;
  /** The page address's query. */
  search: string;
  /** [TRK-015] The choices saved earlier. */
  saved: ExperimentChoices;
  replay: ReplayFacts;
}

/** What the experiment (A/B) chooser machine remembers (`snapshot.context`). */
export interface ExperimentContext extends ExperimentInput {
  /** The experiment choices in force. */
  choices: ExperimentChoices;
  /** [TRK-020] The session-replay visitor id, once fetched. */
  replayId: string | null;
}

/** The events the experiment (A/B) chooser machine accepts. */
export type ExperimentEvent = { type: 'START' };

export type ExperimentEmitted =
  /** [TRK-015] [TRK-016] Save these choices (an empty set clears the saved ones). */
  { type: 'saveChoices'; choices: ExperimentChoices };

/**
 * Experiments and session replay. START applies an internal site owner's overrides from the
 * query [TRK-014], saving them [TRK-015] or clearing one with the reset value [TRK-016]; then
 * session replay starts only when eligible [TRK-017..019]: its visitor id is fetched
 * [TRK-020] (a mock id or a failure skips it [TRK-021]), then its script is loaded.
 */
export const experimentMachine = setup({
  types: {
    input: {} as ExperimentInput,
    context: {} as ExperimentContext,
    events: {} as ExperimentEvent,
    emitted: {} as ExperimentEmitted,
  },
  actors: {
    /** [TRK-020] GET /api/commerce/fullstory/getId: the visitor id as data. */
    fetchReplayId: fromPromise<unknown>(async () => undefined),
    /** The session replay script, through the script loader, with the visitor id. */
    loadReplayScript: fromPromise<unknown, { replayId: string }>(async () => undefined),
  },
  guards: {
    eligible: ({ context }) => replayEligible(context.replay),
    usableId: ({ event }) => usableReplayId((event as { output?: unknown }).output),
  },
  actions: {
    applyOverrides: assign({ choices: ({ context }) => (context.mayOverride ? applyOverrides(context.saved, context.search) : context.saved) }),
    // [TRK-015] [TRK-016] Written only when the overrides changed something.
    saveIfChanged: enqueueActions(({ context, enqueue }) => {
      if (!sameChoices(context.choices, context.saved)) enqueue.emit({ type: 'saveChoices', choices: context.choices });
    }),
    keepId: assign({ replayId: ({ event }) => String((event as { output?: unknown }).output) }),
  },
  delays: { idTimeout: TRACKING_TIMEOUT_MS },
}).createMachine({
  id: 'experiment',
  context: ({ input }) => ({ ...input, choices: input.saved, replayId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: 'eligible', target: 'fetchingId', actions: ['applyOverrides', 'saveIfChanged'] },
          { target: 'replayOff', actions: ['applyOverrides', 'saveIfChanged'] },
        ],
      },
    },
    fetchingId: {
      invoke: {
        src: 'fetchReplayId',
        onDone: [{ guard: 'usableId', target: 'loadingScript', actions: 'keepId' }, { target: 'replaySkipped' }],
        onError: { target: 'replaySkipped' },
      },
      after: { idTimeout: { target: 'replaySkipped' } },
    },
    loadingScript: {
      invoke: {
        src: 'loadReplayScript',
        input: ({ context }) => ({ replayId: context.replayId ?? '' }),
        onDone: { target: 'replaying' },
        onError: { target: 'replaySkipped' },
      },
    },
    /** Session replay records (its script loaded with the visitor id). */
    replaying: {},
    /** Not eligible: toggle off, not sampled, 2 cores or fewer, or not tracked. */
    replayOff: {},
    /** Eligible, but the id was a mock, the call failed or hung, or the script did not load. */
    replaySkipped: {},
  },
});
