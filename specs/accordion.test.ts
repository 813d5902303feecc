import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { accordionMachine, connectAccordion, decodeAccordionBlock, type AccordionInput } from '../machines/index.ts';
import { accordionPartId } from '../machines/accordion/connect.ts';

function start(input: AccordionInput) {
  const clock = new SimulatedClock();
  const actor = createActor(accordionMachine, { input, clock });
  const focused: string[] = [];
  actor.on('focusItem', ({ id }) => focused.push(id));
  actor.start();
  const api = () => connectAccordion(actor.getSnapshot(), actor.send, keepProps);
  return { actor, clock, focused, api, open: () => actor.getSnapshot().context.open };
}

const items = ['a', 'b', 'c'];

describe('accordionMachine', () => {
  it('[BLK-001] a click toggles an item open, and after the animation closed again', () => {
    const { actor, clock, open } = start({ items });
    actor.send({ type: 'TOGGLE', id: 'b' });
    expect(open()).toEqual(['b']);
    clock.increment(250);
    actor.send({ type: 'TOGGLE', id: 'b' });
    expect(open()).toEqual([]);
  });

  it('[BLK-002] opening an item closes the others unless several may be open', () => {
    const single = start({ items });
    single.actor.send({ type: 'TOGGLE', id: 'a' });
    single.clock.increment(250);
    single.actor.send({ type: 'TOGGLE', id: 'c' });
    expect(single.open()).toEqual(['c']);

    const multiple = start({ items, allowMultiple: true });
    multiple.actor.send({ type: 'TOGGLE', id: 'a' });
    multiple.clock.increment(250);
    multiple.actor.send({ type: 'TOGGLE', id: 'c' });
    expect(multiple.open()).toEqual(['a', 'c']);
  });

  it('[BLK-003] clicks on an item are ignored while that item animates', () => {
    const { actor, open } = start({ items, allowMultiple: true });
    actor.send({ type: 'TOGGLE', id: 'a' });
    actor.send({ type: 'TOGGLE', id: 'a' });
    expect(open()).toEqual(['a']);
    expect(actor.getSnapshot().value).toBe('animating');
    expect(actor.getSnapshot().context.animating).toEqual(['a']);
  });

  it('[BLK-003] read per item: a press on another item within 250 ms is taken (a fast keyboard user, APG)', () => {
    const multiple = start({ items, allowMultiple: true });
    multiple.actor.send({ type: 'TOGGLE', id: 'a' });
    multiple.clock.increment(100);
    multiple.actor.send({ type: 'TOGGLE', id: 'b' });
    multiple.actor.send({ type: 'TOGGLE', id: 'a' });
    expect(multiple.open()).toEqual(['a', 'b']);
    expect(multiple.actor.getSnapshot().context.animating).toEqual(['a', 'b']);
    // Each item's animation runs its own 250 ms.
    multiple.clock.increment(150);
    expect(multiple.actor.getSnapshot().context.animating).toEqual(['b']);
    multiple.actor.send({ type: 'TOGGLE', id: 'a' });
    expect(multiple.open()).toEqual(['b']);
    multiple.clock.increment(250);
    expect(multiple.actor.getSnapshot().value).toBe('idle');

    // One open at a time: the second press opens its item and closes the first, whose own
    // animation starts again from that moment.
    const single = start({ items });
    single.actor.send({ type: 'TOGGLE', id: 'a' });
    single.clock.increment(100);
    single.actor.send({ type: 'TOGGLE', id: 'b' });
    expect(single.open()).toEqual(['b']);
    expect(single.actor.getSnapshot().context.animating).toEqual(['a', 'b']);
    single.clock.increment(249);
    expect(single.actor.getSnapshot().context.animating).toEqual(['a', 'b']);
    single.actor.send({ type: 'TOGGLE', id: 'a' });
    expect(single.open()).toEqual(['b']);
    single.clock.increment(1);
    expect(single.actor.getSnapshot().value).toBe('idle');
  });

  it('[BLK-003] [BLK-005] the animation lasts 250 ms: a click on the item at 249 ms is ignored, at 250 ms taken', () => {
    const { actor, clock, open } = start({ items });
    actor.send({ type: 'TOGGLE', id: 'a' });
    clock.increment(249);
    actor.send({ type: 'TOGGLE', id: 'a' });
    expect(open()).toEqual(['a']);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'TOGGLE', id: 'a' });
    expect(open()).toEqual([]);
  });

  it('[BLK-004] the first item may start expanded; by default none is', () => {
    expect(start({ items, expandFirst: true }).open()).toEqual(['a']);
    expect(start({ items }).open()).toEqual([]);
    expect(start({ items: [], expandFirst: true }).open()).toEqual([]);
  });

  it('[BLK-004] a first item that starts expanded does not animate', () => {
    expect(start({ items, expandFirst: true }).actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a toggle for an id it does not have, without starting the animation', () => {
    const { actor, open } = start({ items });
    actor.send({ type: 'TOGGLE', id: 'zzz' });
    expect(open()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('moves focus with Down and Up (wrapping), Home and End, also while animating', () => {
    const { actor, focused } = start({ items });
    actor.send({ type: 'TOGGLE', id: 'a' });
    actor.send({ type: 'FOCUS_MOVE', from: 'a', move: 'next' });
    actor.send({ type: 'FOCUS_MOVE', from: 'c', move: 'next' });
    actor.send({ type: 'FOCUS_MOVE', from: 'a', move: 'previous' });
    actor.send({ type: 'FOCUS_MOVE', from: 'b', move: 'previous' });
    actor.send({ type: 'FOCUS_MOVE', from: 'b', move: 'last' });
    actor.send({ type: 'FOCUS_MOVE', from: 'b', move: 'first' });
    expect(focused).toEqual(['b', 'a', 'c', 'a', 'c', 'a']);
  });

  it('ignores a focus move from a header it does not have', () => {
    const { actor, focused } = start({ items });
    actor.send({ type: 'FOCUS_MOVE', from: 'zzz', move: 'next' });
    expect(focused).toEqual([]);
  });
});

describe('accordion connect (WAI-ARIA accordion pattern)', () => {
  it('links each header button and its region both ways', () => {
    const { api } = start({ items, id: 'faq' });
    const trigger = api().getTriggerProps('b');
    const panel = api().getPanelProps('b');
    expect(trigger).toMatchObject({ id: 'faq-trigger-b', type: 'button', 'aria-controls': 'faq-panel-b' });
    expect(panel).toMatchObject({ id: 'faq-panel-b', role: 'region', 'aria-labelledby': 'faq-trigger-b' });
  });

  it('[BLK-001] shows open items as expanded and closed ones as collapsed and hidden', () => {
    const { api } = start({ items, expandFirst: true });
    expect(api().getTriggerProps('a')['aria-expanded']).toBe('true');
    expect(api().getPanelProps('a').hidden).toBe(false);
    expect(api().getTriggerProps('b')['aria-expanded']).toBe('false');
    expect(api().getPanelProps('b').hidden).toBe(true);
    expect(api().getItemProps('b')['data-state']).toBe('closed');
  });

  it('[BLK-005] keeps a closing panel rendered until its 250 ms collapse ends', () => {
    const { api, clock } = start({ items, expandFirst: true });
    api().getTriggerProps('a').onClick();
    expect(api().getPanelProps('a')).toMatchObject({ hidden: false, 'data-state': 'closed' });
    expect(api().getRootProps()['data-animating']).toBe('');
    expect(api().getItemProps('a')['data-animating']).toBe('');
    expect(api().getItemProps('b')['data-animating']).toBeUndefined();
    expect(api().isAnimating('a')).toBe(true);
    clock.increment(250);
    expect(api().getPanelProps('a').hidden).toBe(true);
    expect(api().getRootProps()['data-animating']).toBeUndefined();
  });

  it('[BLK-005] gives the stylesheet the machine animation duration', () => {
    expect(start({ items }).api().getRootProps().style).toEqual({ '--sm-accordion-duration': '250ms' });
  });

  it('[BLK-001] a click on a header sends TOGGLE for its item', () => {
    const { api, open } = start({ items });
    api().getTriggerProps('c').onClick();
    expect(open()).toEqual(['c']);
  });

  it('turns Up, Down, Home and End into focus moves and leaves other keys to the button', () => {
    const { api, focused } = start({ items });
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', ' ', 'Tab']) {
      const preventDefault = vi.fn();
      api().getTriggerProps('b').onKeyDown({ key, preventDefault });
      expect(preventDefault).toHaveBeenCalledTimes(['Enter', ' ', 'Tab'].includes(key) ? 0 : 1);
    }
    expect(focused).toEqual(['c', 'a', 'a', 'c']);
  });

  it('derives valid, distinct DOM ids from any item id', () => {
    const ids = ['a b', 'a_b', 'é', 'x/y'].map((id) => accordionPartId('acc', 'panel', id));
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.\-~!*'()]+$/);
  });
});

describe('accordion block data', () => {
  it('decodes valid block JSON', () => {
    const decoded = decodeAccordionBlock('{"allowMultiple":true,"items":[{"id":"a","title":"A","content":"x"}]}');
    expect(decoded).toEqual({ ok: true, data: { allowMultiple: true, items: [{ id: 'a', title: 'A', content: 'x' }] } });
  });

  it('[BLK-079] JSON that does not parse gives the error, not a crash', () => {
    const decoded = decodeAccordionBlock('{"items": [');
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error).toBe('Error decoding accordion block data.');
  });

  it('[BLK-079] JSON of the wrong shape gives the error and says where', () => {
    const decoded = decodeAccordionBlock('{"items":[{"id":"a","title":42,"content":"x"}],"expandFirst":"yes"}');
    expect(decoded).toMatchObject({ ok: false, error: 'Error decoding accordion block data.' });
    if (!decoded.ok) expect(decoded.details.join('\n')).toMatch(/items\.0\.title[\s\S]*expandFirst/);
  });

  it('[BLK-079] duplicate item ids are refused', () => {
    const decoded = decodeAccordionBlock('{"items":[{"id":"a","title":"A","content":""},{"id":"a","title":"B","content":""}]}');
    expect(decoded).toMatchObject({ ok: false, details: ['items: item ids must be unique'] });
  });
});
