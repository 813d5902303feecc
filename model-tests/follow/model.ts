import { followButtonMachine } from '../../machines/follow/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createFollowSpec, type FollowModelConfig, type FollowModelEvent, type FollowSpec, type FollowView } from './spec.ts';

export const followButtonModel: BehaviourModel<FollowModelConfig, FollowModelEvent, FollowView, FollowSpec> = {
  machineName: 'followButtonMachine',
  machine: followButtonMachine,
  configs: [{ username: 'harbourwalks' }],
  describeConfig: ({ username }) => `@${username}`,
  createSpec: createFollowSpec,
  events: () => [{ type: 'SCRIPT_LOADED' }, { type: 'SCRIPT_FAILED' }, { type: 'TIMEOUT' }],
  // The link is there, with its words, whatever becomes of the script.
  view: (snapshot) => ({ state: snapshot.value as FollowView['state'], text: 'Follow @harbourwalks' }),
};
