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
    const { hovered, focused, overTooltip } = snapshot.context;
    // The pointer is on the trigger, on the tooltip, or elsewhere; from the tooltip it leaves by OFF_TOOLTIP or BACK_TO_TRIGGER.
    const pointer: TooltipModelEvent[] = overTooltip ? [{ type: 'OFF_TOOLTIP' }, { type: 'BACK_TO_TRIGGER' }] : [hovered ? { type: 'POINTER_LEAVE' } : { type: 'POINTER_ENTER' }];
    if (hovered && snapshot.matches('shown')) pointer.push({ type: 'ONTO_TOOLTIP' });
    const events: TooltipModelEvent[] = [...pointer, focused ? { type: 'BLUR' } : { type: 'FOCUS' }];
    if (hovered) events.push({ type: 'POINTER_MOVE' });
    if (!snapshot.matches('hidden')) events.push({ type: 'ESCAPE' });
    if (snapshot.matches('pending')) events.push({ type: 'DELAY_DONE' });
    return events;
  },
  extraPaths: () => [
    [{ type: 'FOCUS' }, { type: 'ESCAPE' }, { type: 'BLUR' }],
    // WCAG 1.4.13: onto the tooltip and off it, back to the trigger, Esc while on it.
    [{ type: 'POINTER_ENTER' }, { type: 'DELAY_DONE' }, { type: 'ONTO_TOOLTIP' }, { type: 'BACK_TO_TRIGGER' }, { type: 'ONTO_TOOLTIP' }, { type: 'OFF_TOOLTIP' }],
    [{ type: 'POINTER_ENTER' }, { type: 'DELAY_DONE' }, { type: 'ONTO_TOOLTIP' }, { type: 'FOCUS' }, { type: 'OFF_TOOLTIP' }, { type: 'BLUR' }],
    [{ type: 'POINTER_ENTER' }, { type: 'DELAY_DONE' }, { type: 'FOCUS' }, { type: 'ONTO_TOOLTIP' }, { type: 'BLUR' }, { type: 'ESCAPE' }, { type: 'POINTER_ENTER' }],
    [{ type: 'POINTER_ENTER' }, { type: 'POINTER_MOVE' }, { type: 'DELAY_DONE' }, { type: 'FOCUS' }, { type: 'POINTER_LEAVE' }, { type: 'POINTER_ENTER' }, { type: 'BLUR' }, { type: 'ESCAPE' }, { type: 'POINTER_LEAVE' }]],
  view: (snapshot) => ({
    shown: snapshot.matches('shown'),
    anchor: snapshot.matches('shown') ? snapshot.context.anchor : snapshot.context.hovered ? 'pointer' : 'trigger',
  }),
};
