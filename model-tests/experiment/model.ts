import { experimentMachine } from '../../machines/experiment/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createExperimentSpec, type ExperimentModelConfig, type ExperimentModelEvent, type ExperimentSpec, type ExperimentView } from './spec.ts';

const tracked = { toggle: true, inSample: true, cores: 8, tracked: true };

export const experimentModel: BehaviourModel<ExperimentModelConfig, ExperimentModelEvent, ExperimentView, ExperimentSpec> = {
  machineName: 'experimentMachine',
  machine: experimentMachine,
  configs: [
    // [TRK-014] [TRK-015] [TRK-016] An internal site's owner: one variant set, a saved one reset.
    { mayOverride: true, search: '?experiment-checkout=b&experiment-hero=reset', saved: { hero: 'a' }, replay: { ...tracked, tracked: false }, expectedChoices: { checkout: 'b' }, expectSave: true },
    { mayOverride: true, search: '?experiment-hero=reset', saved: { hero: 'a' }, replay: tracked, expectedChoices: {}, expectSave: true },
    // Eligible for replay; the query's override is not this visitor's to make.
    { mayOverride: false, search: '?experiment-checkout=b', saved: { hero: 'a' }, replay: tracked, expectedChoices: { hero: 'a' }, expectSave: false },
    // [TRK-019] Two cores: no replay.
    { mayOverride: false, search: '', saved: {}, replay: { ...tracked, cores: 2 }, expectedChoices: {}, expectSave: false },
    // [TRK-017] [TRK-018] Toggle off, or out of the sample.
    { mayOverride: false, search: '', saved: {}, replay: { ...tracked, toggle: false }, expectedChoices: {}, expectSave: false },
    { mayOverride: false, search: '', saved: {}, replay: { ...tracked, inSample: false }, expectedChoices: {}, expectSave: false },
  ],
  describeConfig: (config) =>
    `${config.mayOverride ? 'internal owner' : 'visitor'}, toggle ${config.replay.toggle ? 'on' : 'off'}, ${config.replay.inSample ? 'sampled' : 'not sampled'}, ${config.replay.cores} cores${config.replay.tracked ? '' : ', untracked'}`,
  createSpec: createExperimentSpec,
  events: (_config, snapshot) => {
    if (snapshot.value === 'idle') return [{ type: 'START' }];
    if (snapshot.value === 'fetchingId') return [{ type: 'ID_OK' }, { type: 'ID_MOCK' }, { type: 'ID_FAIL' }, { type: 'ID_TIMEOUT' }];
    if (snapshot.value === 'loadingScript') return [{ type: 'SCRIPT_OK' }, { type: 'SCRIPT_FAIL' }];
    return [];
  },
  view: (snapshot) => ({ state: snapshot.value as ExperimentView['state'], started: snapshot.value !== 'idle' }),
};
