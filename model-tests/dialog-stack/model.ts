import type { SnapshotFrom } from 'xstate';
import { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createDialogStackSpec, type DialogStackModelConfig, type DialogStackModelEvent, type DialogStackSpec, type DialogStackView } from './spec.ts';

/** The dialogs demo page: four dialogs from the page, a confirmation from inside the lightbox. */
export const DIALOGS_DEMO_CONFIG: DialogStackModelConfig = {
  fromPage: ['lightbox', 'confirmation', 'information', 'system-error'],
  nested: { lightbox: ['confirmation'] },
};

export const dialogStackModel: BehaviourModel<DialogStackModelConfig, DialogStackModelEvent, DialogStackView, DialogStackSpec> = {
  machineName: 'dialogStackMachine',
  machine: dialogStackMachine,
  configs: [DIALOGS_DEMO_CONFIG],
  describeConfig: (config) => `from the page: ${config.fromPage.join(', ')}`,
  createSpec: createDialogStackSpec,
  events(config, snapshot: SnapshotFrom<DialogStackSpec>) {
    const top = snapshot.context.stack.at(-1);
    const opens = (top === undefined ? config.fromPage : (config.nested[top] ?? [])).map((kind) => ({ type: 'OPEN' as const, kind }));
    if (top === undefined) return [...opens, { type: 'ESCAPE' }];
    return [
      ...opens,
      { type: 'ESCAPE' },
      { type: 'CLOSE_OWN' },
      { type: 'OUTSIDE_CLICK', area: 'notification' },
      // A lightbox covers the whole window: there is no outside to click.
      ...(top === 'lightbox' ? [] : [{ type: 'OUTSIDE_CLICK' as const, area: null }]),
    ];
  },
  extraPaths: () => [
    // Nested: Esc closes the confirmation first, then the lightbox; a notice click spares both.
    [{ type: 'OPEN', kind: 'lightbox' }, { type: 'OPEN', kind: 'confirmation' }, { type: 'OUTSIDE_CLICK', area: 'notification' }, { type: 'ESCAPE' }, { type: 'ESCAPE' }, { type: 'ESCAPE' }],
    [{ type: 'OPEN', kind: 'lightbox' }, { type: 'OPEN', kind: 'confirmation' }, { type: 'OUTSIDE_CLICK', area: null }, { type: 'CLOSE_OWN' }],
    [{ type: 'OPEN', kind: 'information' }, { type: 'OUTSIDE_CLICK', area: null }, { type: 'OPEN', kind: 'system-error' }, { type: 'OUTSIDE_CLICK', area: null }],
  ],
  view: (snapshot) => ({ stack: [...snapshot.context.stack] }),
};
