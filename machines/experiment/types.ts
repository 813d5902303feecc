import type { ExperimentChoices } from './logic.ts';

export type ExperimentState = 'idle' | 'fetchingId' | 'loadingScript' | 'replaying' | 'replayOff' | 'replaySkipped';

/** What a page shows of its experiments. */
export interface ExperimentApi {
  state: ExperimentState;
  choices: ExperimentChoices;
  getRootProps(): { 'data-scope': 'experiment'; 'data-part': 'root'; 'data-state': ExperimentState };
  getChoiceProps(name: string): { 'data-scope': 'experiment'; 'data-part': 'choice'; 'data-name': string; 'data-variant': string };
  getReplayProps(): { 'data-scope': 'experiment'; 'data-part': 'replay'; role: 'status'; 'data-state': ExperimentState };
}
