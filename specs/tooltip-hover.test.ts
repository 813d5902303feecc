import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectTooltip, tooltipMachine } from '../machines/index.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { tooltipAnatomy } from '../machines/tooltip/anatomy.ts';

function startTooltip() {
  const clock = new SimulatedClock();
  const actor = createActor(tooltipMachine, { input: { id: 't' }, clock }).start();
  const api = () => connectTooltip(actor.getSnapshot(), actor.send, keepProps);
  return { actor, clock, api, state: () => actor.getSnapshot().value };
}

/** What a pointerleave names as where the pointer went: the tooltip, the trigger, or elsewhere. */
const onto = (part: 'content' | 'trigger', found: object) => ({ relatedTarget: { closest: (asked: string) => (asked === tooltipAnatomy.selector(part) ? found : null) } });
const ontoTooltip = onto('content', { id: 't-content' });
const ontoTrigger = onto('trigger', { getAttribute: (name: string) => (name === 'aria-describedby' ? 't-content' : null) });

describe('tooltip a pointer can reach (WCAG 1.4.13)', () => {
  it('[WID-011] is placed 15 px from where the pointer rested when it showed, and stays there while the pointer moves', () => {
    const { api, clock } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 100, clientY: 50 });
    api().getTriggerProps().onPointerMove({ clientX: 110, clientY: 52 });
    clock.increment(1200);
    expect(api().anchor).toEqual({ kind: 'pointer', point: { x: 110, y: 52 } });
    expect(api().placement.offset).toBe(15);
    api().getTriggerProps().onPointerMove({ clientX: 140, clientY: 70 });
    expect(api().anchor).toEqual({ kind: 'pointer', point: { x: 110, y: 52 } });
  });

  it('[WID-010] stays while the pointer moves from the trigger onto the tooltip, and back', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 10 });
    clock.increment(1200);
    // The browser's order: pointerleave on the trigger (naming the tooltip), then pointerenter on it.
    api().getTriggerProps().onPointerLeave(ontoTooltip);
    api().getTooltipProps().onPointerEnter();
    expect(state()).toBe('shown');
    api().getTooltipProps().onPointerLeave(ontoTrigger);
    api().getTriggerProps().onPointerEnter({ clientX: 12, clientY: 12 });
    expect(state()).toBe('shown');
    expect(api().anchor).toEqual({ kind: 'pointer', point: { x: 10, y: 10 } });
  });

  it('[WID-010] hides when the pointer leaves both the trigger and the tooltip', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 10 });
    clock.increment(1200);
    api().getTriggerProps().onPointerLeave(ontoTooltip);
    api().getTooltipProps().onPointerEnter();
    api().getTooltipProps().onPointerLeave({ relatedTarget: null });
    expect(state()).toBe('hidden');
    // Leaving the trigger for anywhere but the tooltip hides it too.
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 10 });
    clock.increment(1200);
    api().getTriggerProps().onPointerLeave({ relatedTarget: { closest: () => null } });
    expect(state()).toBe('hidden');
  });

  it('[WID-010] Escape still dismisses it while the pointer is on it; focus keeps it after the pointer leaves the tooltip', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 10 });
    clock.increment(1200);
    api().getTriggerProps().onPointerLeave(ontoTooltip);
    api().getTriggerProps().onKeyDown({ key: 'Escape', preventDefault() {} });
    expect(state()).toBe('hidden');

    api().getTriggerProps().onFocus();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 10 });
    api().getTriggerProps().onPointerLeave(ontoTooltip);
    api().getTooltipProps().onPointerLeave({ relatedTarget: null });
    expect(state()).toBe('shown');
    api().getTriggerProps().onBlur();
    expect(state()).toBe('hidden');
  });

  it('[WID-011] shown by focus, it stays by the trigger when the pointer comes', () => {
    const { api } = startTooltip();
    api().getTriggerProps().onFocus();
    api().getTriggerProps().onPointerEnter({ clientX: 30, clientY: 30 });
    expect(api().anchor).toEqual({ kind: 'trigger' });
  });
});
