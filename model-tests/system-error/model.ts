import type { SnapshotFrom } from 'xstate';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createSystemErrorSpec, type SystemErrorModelConfig, type SystemErrorModelEvent, type SystemErrorSpec, type SystemErrorView } from './spec.ts';

const ERRORS: SystemErrorModelEvent[] = [
  { type: 'SHOW', error: { kind: 'cleaned', errorKey: 'K1' } },
  { type: 'SHOW', error: { kind: 'network' } },
  { type: 'SHOW', error: { kind: 'other', url: '/api/x', format: 'json', text: 'bad' } },
];

export const systemErrorModel: BehaviourModel<SystemErrorModelConfig, SystemErrorModelEvent, SystemErrorView, SystemErrorSpec> = {
  machineName: 'systemErrorMachine',
  machine: systemErrorMachine,
  configs: [{}],
  describeConfig: () => 'the page overlay',
  createSpec: createSystemErrorSpec,
  events: (_config, snapshot: SnapshotFrom<SystemErrorSpec>) => (snapshot.matches('shown') ? [...ERRORS, { type: 'CLEAR' }, { type: 'RELOAD' }] : ERRORS),
  view: (snapshot) => ({ shown: snapshot.matches('shown'), title: snapshot.context.title, reloads: snapshot.context.reloads }),
};
