import { relativeTimeMachine } from '../../machines/relative-time/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createRelativeTimeSpec, type RelativeTimeModelConfig, type RelativeTimeModelEvent, type RelativeTimeSpec, type RelativeTimeView } from './spec.ts';

export const relativeTimeModel: BehaviourModel<RelativeTimeModelConfig, RelativeTimeModelEvent, RelativeTimeView, RelativeTimeSpec> = {
  machineName: 'relativeTimeMachine',
  machine: relativeTimeMachine,
  configs: [{}],
  describeConfig: () => 'a moment just past',
  createSpec: createRelativeTimeSpec,
  events: () => [{ type: 'TICK' }, { type: 'LATER' }],
  view: ({ context: { seconds } }) => ({ text: seconds < 5 ? 'just now' : seconds < 60 ? `about ${seconds} seconds ago` : 'minutes' }),
};
