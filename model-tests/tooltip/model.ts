import type { SnapshotFrom } from 'xstate';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createTooltipSpec, type TooltipModelConfig, type TooltipModelEvent, type TooltipSpec, type TooltipView } from './spec.ts';

export const tooltipModel: BehaviourModel<TooltipModelConfig, TooltipModelEvent, TooltipView, TooltipSpec> = {
  machineName: 'tooltipMachine',
  machine: tooltipMachine,
  configs: [{}],
  describeConfig: () => 'one trigger',
  createSpec: createTooltipSpec,
  // What a visitor can do next: the pointer enters only from outside, focus only from unfocused.
  events(_config, snapshot: SnapshotFrom<TooltipSpec>) {
    const { hovered, focused } = snapshot.context;
    const events: TooltipModelEvent[] = [hovered ? { type: 'POINTER_LEAVE' } : { type: 'POINTER_ENTER' }, focused ? { type: 'BLUR' } : { type: 'FOCUS' }];
    if (hovered) events.push({ type: 'POINTER_MOVE' });
    if (!snapshot.matches('hidden')) events.push({ type: 'ESCAPE' });
    if (snapshot.matches('pending')) events.push({ type: 'DELAY_DONE' });
    return events;
  },
  extraPaths: () => [[{ type: 'FOCUS' }, { type: 'ESCAPE' }, { type: 'BLUR' }], [{ type: 'POINTER_ENTER' }, { type: 'POINTER_MOVE' }, { type: 'DELAY_DONE' }, { type: 'FOCUS' }, { type: 'POINTER_LEAVE' }, { type: 'POINTER_ENTER' }, { type: 'BLUR' }, { type: 'ESCAPE' }, { type: 'POINTER_LEAVE' }]],
  view: (snapshot) => ({ shown: snapshot.matches('shown'), anchor: snapshot.context.hovered ? 'pointer' : 'trigger' }),
};
