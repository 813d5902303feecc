import { setup } from 'xstate';
import type { ExperimentChoices, ReplayFacts } from '../../machines/experiment/logic.ts';

/**
 * Experiments and session replay (TRK-014..021) apart from the real machine: START, then the
 * getId answer (an id, the mock id, a failure, no answer in 2500 ms) and the replay script's
 * load as explicit events.
 */
export interface ExperimentModelConfig {
  mayOverride: boolean;
  search: string;
  saved: ExperimentChoices;
  replay: ReplayFacts;
  /** The choices in force after START, and whether they are written back. */
  expectedChoices: ExperimentChoices;
  expectSave: boolean;
}
export type ExperimentModelEvent =
  | { type: 'START' }
  | { type: 'ID_OK' }
  | { type: 'ID_MOCK' }
  | { type: 'ID_FAIL' }
  | { type: 'ID_TIMEOUT' }
  | { type: 'SCRIPT_OK' }
  | { type: 'SCRIPT_FAIL' };
export interface ExperimentView {
  state: 'idle' | 'fetchingId' | 'loadingScript' | 'replaying' | 'replayOff' | 'replaySkipped';
  started: boolean;
}

export function createExperimentSpec(config: ExperimentModelConfig) {
  const eligible = config.replay.tracked && config.replay.toggle && config.replay.inSample && config.replay.cores > 2;
  // Each configuration's spec holds only the states it can reach.
  const states: Record<string, { on?: Record<string, string> }> = eligible
    ? {
        idle: { on: { START: 'fetchingId' } },
        fetchingId: { on: { ID_OK: 'loadingScript', ID_MOCK: 'replaySkipped', ID_FAIL: 'replaySkipped', ID_TIMEOUT: 'replaySkipped' } },
        loadingScript: { on: { SCRIPT_OK: 'replaying', SCRIPT_FAIL: 'replaySkipped' } },
        replaying: {},
        replaySkipped: {},
      }
    : { idle: { on: { START: 'replayOff' } }, replayOff: {} };
  return setup({ types: { events: {} as ExperimentModelEvent } }).createMachine({ id: 'experimentSpec', initial: 'idle', states });
}

export type ExperimentSpec = ReturnType<typeof createExperimentSpec>;
