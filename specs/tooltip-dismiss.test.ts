import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bindTooltipDismiss } from '../adapters/browser/tooltip.ts';
import { tooltipMachine } from '../machines/tooltip/machine.ts';

const keydown = (key: string) => Object.assign(new Event('keydown', { cancelable: true }), { key });

describe('tooltip dismissal (WCAG 2.2 SC 1.4.13)', () => {
  it('[WID-010] Esc anywhere on the document closes a tooltip shown by hovering, and is kept from what lies below', () => {
    const clock = new SimulatedClock();
    const doc = new EventTarget();
    const actor = createActor(tooltipMachine, { input: {}, clock }).start();
    const unbind = bindTooltipDismiss(actor, doc);
    actor.send({ type: 'POINTER_ENTER', x: 10, y: 10 });
    clock.increment(1_200);
    expect(actor.getSnapshot().value).toBe('shown');
    const other = keydown('a');
    doc.dispatchEvent(other);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(other.defaultPrevented).toBe(false);
    const escape = keydown('Escape');
    doc.dispatchEvent(escape);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(escape.defaultPrevented).toBe(true);
    // With nothing open, Esc goes on to the page (a dialog, the session's Esc rules).
    const next = keydown('Escape');
    doc.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
    unbind();
    actor.send({ type: 'POINTER_LEAVE' });
    actor.send({ type: 'POINTER_ENTER', x: 10, y: 10 });
    clock.increment(1_200);
    doc.dispatchEvent(keydown('Escape'));
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('[WID-010] Esc also cancels a tooltip still waiting out its 1200 ms', () => {
    const clock = new SimulatedClock();
    const doc = new EventTarget();
    const actor = createActor(tooltipMachine, { input: {}, clock }).start();
    bindTooltipDismiss(actor, doc);
    actor.send({ type: 'POINTER_ENTER', x: 1, y: 1 });
    doc.dispatchEvent(keydown('Escape'));
    clock.increment(1_200);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
