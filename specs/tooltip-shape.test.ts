import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { normalizeProps } from '../adapters/browser/dom-props.ts';
import { connectTooltip, decodeTooltipData, tooltipMachine } from '../machines/index.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { tooltipAnatomy } from '../machines/tooltip/anatomy.ts';
import { TOOLTIP_DATA_ERROR } from '../machines/tooltip/constants.ts';
import { placeTooltip } from '../adapters/browser/tooltip-placement.ts';

function startTooltip(id = 't') {
  const clock = new SimulatedClock();
  const actor = createActor(tooltipMachine, { input: { id }, clock }).start();
  return { actor, clock, state: () => actor.getSnapshot().value };
}

describe('tooltip slice in the shape of issue 21', () => {
  it('[WID-010] parts come from the anatomy: ids, data-scope/data-part, and the trigger names its tip', () => {
    const { actor } = startTooltip('tip-save');
    const api = connectTooltip(actor.getSnapshot(), actor.send, keepProps);
    expect(api.getTooltipProps()).toMatchObject({ id: tooltipAnatomy.id('tip-save', 'content'), role: 'tooltip', hidden: true, ...tooltipAnatomy.attrs('content') });
    expect(api.getTriggerProps()).toMatchObject({ 'aria-describedby': 'tip-save-content', ...tooltipAnatomy.attrs('trigger') });
  });

  it('[WID-011] the plain-DOM normalizer gives attributes and DOM event names from the same connect', () => {
    const { actor } = startTooltip();
    const trigger = connectTooltip(actor.getSnapshot(), actor.send, normalizeProps).getTriggerProps() as unknown as Record<string, unknown>;
    expect(typeof trigger.onpointerenter).toBe('function');
    expect(typeof trigger.onfocusin).toBe('function');
    const content = connectTooltip(actor.getSnapshot(), actor.send, normalizeProps).getTooltipProps() as unknown as Record<string, unknown>;
    expect(content.style).toEqual({ '--sm-tooltip-width': '250px' });
  });

  it('[WID-010] a pointer leaving the trigger for ANOTHER tooltip hides this one', () => {
    const { actor, clock, state } = startTooltip('a');
    const api = () => connectTooltip(actor.getSnapshot(), actor.send, keepProps);
    api().getTriggerProps().onPointerEnter({ clientX: 1, clientY: 1 });
    clock.increment(1200);
    expect(state()).toBe('shown');
    const otherTip = { closest: (selector: string) => (selector === tooltipAnatomy.selector('content') ? { id: 'b-content' } : null) };
    api().getTriggerProps().onPointerLeave({ relatedTarget: otherTip });
    expect(state()).toBe('hidden');
  });

  it('decodes a declared tooltip: text kept, a blank or missing text refused with the warning', () => {
    expect(decodeTooltipData({ text: 'Saves the draft.' })).toEqual({ ok: true, data: { text: 'Saves the draft.' } });
    for (const bad of [{ text: '   ' }, {}, null, 'text', { text: 3 }]) {
      const decoded = decodeTooltipData(bad);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) {
        expect(decoded.error).toBe('Error decoding tooltip data.');
        expect(decoded.error).toBe(TOOLTIP_DATA_ERROR);
        expect(decoded.details.length).toBeGreaterThan(0);
      }
    }
  });

  it('[WID-011] placement: 15 px below the anchor, and never closer than 20 px to an edge when the tip fits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ x: fc.integer({ min: -50, max: 2000 }), y: fc.integer({ min: -50, max: 1200 }) }),
        fc.record({ width: fc.integer({ min: 1, max: 300 }), height: fc.integer({ min: 1, max: 200 }) }),
        fc.record({ width: fc.integer({ min: 400, max: 2000 }), height: fc.integer({ min: 300, max: 1200 }) }),
        async (point, size, viewport) => {
          const place = await placeTooltip({ anchor: { left: point.x, top: point.y, width: 0, height: 0 }, size, viewport, offset: 15, edgeMargin: 20 });
          expect(place.left).toBeGreaterThanOrEqual(20);
          expect(place.top).toBeGreaterThanOrEqual(20);
          expect(place.left + size.width).toBeLessThanOrEqual(viewport.width - 20);
          expect(place.top + size.height).toBeLessThanOrEqual(viewport.height - 20);
          // Where there is room, exactly at the pointer plus the offset below it.
          if (point.x >= 20 && point.x + size.width <= viewport.width - 20 && point.y + 15 >= 20 && point.y + 15 + size.height <= viewport.height - 20) {
            expect(place).toEqual({ left: point.x, top: point.y + 15 });
          }
        },
      ),
    );
  });
});
