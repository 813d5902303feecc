import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { experimentAnatomy } from './anatomy.ts';
import type { ExperimentEvent, experimentMachine } from './machine.ts';
import type { ExperimentApi, ExperimentState } from './types.ts';

export type ExperimentSnapshot = SnapshotFrom<typeof experimentMachine>;

/** The experiments' view model: the choices in force and the session replay's state. */
export function connect(snapshot: ExperimentSnapshot, _send: (event: ExperimentEvent) => void, normalize: NormalizeProps): ExperimentApi {
  const state = snapshot.value as ExperimentState;
  const { choices } = snapshot.context;
  return {
    state,
    choices,
    getRootProps: () => normalize({ ...experimentAnatomy.attrs('root'), 'data-state': state }),
    getChoiceProps: (name) => normalize({ ...experimentAnatomy.attrs('choice'), 'data-name': name, 'data-variant': choices[name] ?? '' }),
    getReplayProps: () => normalize({ ...experimentAnatomy.attrs('replay'), role: 'status' as const, 'data-state': state }),
  };
}
