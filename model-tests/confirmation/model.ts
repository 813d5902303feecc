import type { SnapshotFrom } from 'xstate';
import { confirmationMachine } from '../../machines/confirmation/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createConfirmationSpec, type ConfirmationModelConfig, type ConfirmationModelEvent, type ConfirmationSpec, type ConfirmationView } from './spec.ts';

const ALL: ConfirmationModelEvent['type'][] = ['CONFIRM', 'REJECT', 'CANCEL', 'DISMISS', 'HIDE', 'AUTO_HIDE'];

export const confirmationModel: BehaviourModel<ConfirmationModelConfig, ConfirmationModelEvent, ConfirmationView, ConfirmationSpec> = {
  machineName: 'confirmationMachine',
  machine: confirmationMachine,
  configs: [
    { kind: 'confirmation', style: 'confirm-or-reject', destroyOnHide: true },
    { kind: 'confirmation', style: 'confirm-or-cancel', destroyOnHide: false },
    { kind: 'confirmation', style: 'confirm-only', destroyOnHide: true },
    { kind: 'confirmation', style: 'no-buttons', destroyOnHide: true },
    { kind: 'alert', style: 'confirm-or-cancel', destroyOnHide: true },
    { kind: 'information', style: 'no-buttons', destroyOnHide: false },
  ],
  describeConfig: ({ kind, style, destroyOnHide }) => `${kind}${kind === 'confirmation' ? ` ${style}` : ''}${destroyOnHide ? '' : ', kept on hide'}`,
  createSpec: createConfirmationSpec,
  // Every answer is tried in every style (a button the style lacks changes nothing); time too.
  events: (_config, snapshot: SnapshotFrom<ConfirmationSpec>) => {
    const state = snapshot.value as ConfirmationView['state'];
    if (state === 'hidden') return [{ type: 'SHOW' }];
    if (state === 'shown') return ALL.map((type) => ({ type }) as ConfirmationModelEvent);
    if (state === 'hiding') return [{ type: 'TRANSITION_END' }, { type: 'FALLBACK' }];
    return [];
  },
  // Time and every answer while shown (most change nothing for the style), then the hide.
  extraPaths: () => [[{ type: 'SHOW' }, { type: 'AUTO_HIDE' }, { type: 'REJECT' }, { type: 'CANCEL' }, { type: 'CONFIRM' }, { type: 'FALLBACK' }]],
  view: (snapshot) => ({ state: snapshot.value as ConfirmationView['state'], answer: snapshot.context.answer }),
};
