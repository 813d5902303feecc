
export { experimentMachine } from './machine.ts';
export type { ExperimentContext, ExperimentEvent, ExperimentInput } from './machine.ts';
export { connect as connectExperiment } from './connect.ts';
export type { ExperimentApi } from './types.ts';
export { decodeReplayId, decodeSavedChoices } from './codec.ts';
