import { buttonTrackingMachine } from '../../machines/button-tracking/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createButtonTrackingSpec, type ButtonTrackingModelConfig, type ButtonTrackingModelEvent, type ButtonTrackingSpec, type ButtonTrackingView } from './spec.ts';

const ALL: ButtonTrackingModelEvent[] = [
  { type: 'TRACKING_ON' },
  { type: 'TRACKING_OFF' },
  { type: 'CLICK' },
  { type: 'MODIFIER_CLICK' },
  { type: 'MIDDLE_CLICK' },
];

export const buttonTrackingModel: BehaviourModel<ButtonTrackingModelConfig, ButtonTrackingModelEvent, ButtonTrackingView, ButtonTrackingSpec> = {
  machineName: 'buttonTrackingMachine',
  machine: buttonTrackingMachine,
  configs: [{ newWindow: false }, { newWindow: true }],
  describeConfig: ({ newWindow }) => (newWindow ? 'new window' : 'same window'),
  createSpec: createButtonTrackingSpec,
  events: (_config, snapshot) => {
    if (snapshot.value === 'recording') return [{ type: 'CLICK' }, { type: 'RECORD_OK' }, { type: 'RECORD_FAIL' }, { type: 'RECORD_TIMEOUT' }];
    if (snapshot.value === 'replaying') return [{ type: 'REPLAYED' }];
    return ALL;
  },
  // Each way the recording ends replays the click, then the button takes the next one.
  extraPaths: () => [
    [{ type: 'TRACKING_ON' }, { type: 'CLICK' }, { type: 'RECORD_OK' }, { type: 'REPLAYED' }, { type: 'CLICK' }, { type: 'RECORD_TIMEOUT' }, { type: 'REPLAYED' }],
    [{ type: 'TRACKING_ON' }, { type: 'MODIFIER_CLICK' }, { type: 'MIDDLE_CLICK' }, { type: 'CLICK' }, { type: 'CLICK' }, { type: 'RECORD_FAIL' }, { type: 'REPLAYED' }, { type: 'TRACKING_OFF' }, { type: 'CLICK' }],
  ],
  view: (snapshot) => ({ state: snapshot.value as ButtonTrackingView['state'] }),
};
