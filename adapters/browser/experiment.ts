import { createActor, fromPromise, type Actor } from 'xstate';
import { decodeReplayId, decodeSavedChoices } from '../../machines/experiment/codec.ts';
import type { ReplayFacts } from '../../machines/experiment/logic.ts';
import { experimentMachine } from '../../machines/experiment/machine.ts';
import { EXPERIMENT_STORAGE_KEY, REPLAY_ID_PATH, TRACKING_TIMEOUT_MS } from '../../machines/tracking/constants.ts';
import { loadScript } from './script-loader.ts';
import { safeStorage } from './storage.ts';

export type ExperimentActor = Actor<typeof experimentMachine>;

export interface ExperimentEnv {
  /** [TRK-014] A site owner of a site whose status is internal. */
  mayOverride: boolean;
  replay: ReplayFacts;
  /** The session replay script's address (the demo's stand-in is served by the example site). */
  replayScriptUrl: string;
  search?: string;
  fetch?: typeof fetch;
}

/** [TRK-020] GET /api/commerce/fullstory/getId: the visitor id as data (decoded; anything else rejects). */
async function fetchReplayId(send: typeof fetch, signal: AbortSignal): Promise<string> {
  const response = await send(REPLAY_ID_PATH, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`getId ${response.status}`);
  const decoded = decodeReplayId(await response.json());
  if (!decoded.ok) throw new Error('getId answer');
  return decoded.data;
}

/** The session replay stand-in reads its visitor id from here once its script runs. */
declare global {
  interface Window {
    __smReplayId?: string;
  }
}

/**
 * Experiments and session replay on the page: saved choices from local storage, the overrides
 * written back [TRK-015] [TRK-016], the replay id from getId [TRK-020], and the replay script
 * through the page's script loader (`loadScript`, one load per address).
 */
export function startExperiments(env: ExperimentEnv, win: Window = window): ExperimentActor {
  const storage = safeStorage('local', () => {});
  const saved = decodeSavedChoices(storage.get(EXPERIMENT_STORAGE_KEY));
  const send = env.fetch ?? win.fetch.bind(win);
  const machine = experimentMachine.provide({
    actors: {
      fetchReplayId: fromPromise(({ signal }) => fetchReplayId(send, signal)),
      loadReplayScript: fromPromise<unknown, { replayId: string }>(async ({ input }) => {
        win.__smReplayId = input.replayId;
        await loadScript(env.replayScriptUrl, { timeoutMs: TRACKING_TIMEOUT_MS });
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mayOverride: env.mayOverride, search: env.search ?? win.location.search, saved: saved.ok ? saved.data : {}, replay: env.replay },
  });
  actor.on('saveChoices', ({ choices }) => {
    if (Object.keys(choices).length === 0) storage.remove(EXPERIMENT_STORAGE_KEY);
    else storage.set(EXPERIMENT_STORAGE_KEY, JSON.stringify(choices));
  });
  actor.start();
  actor.send({ type: 'START' });
  return actor;
}
