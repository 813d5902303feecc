import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tabsMachine, type TabsEvent } from '../machines/tabs/machine.ts';
import { connect } from '../machines/tabs/connect.ts';
import { keepProps } from '../machines/shared/normalize.ts';

const names = ['a', 'b', 'c', 'd', 'e'];
const tabList = fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: names.length });
const name = fc.constantFrom(...names, 'ghost');

const event: fc.Arbitrary<TabsEvent> = fc.oneof(
  name.map((id) => ({ type: 'SELECT' as const, id })),
  fc.tuple(name, fc.constantFrom('next', 'previous', 'first', 'last' as const)).map(([from, move]) => ({ type: 'FOCUS_MOVE' as const, from, move })),
  fc.option(name, { nil: null }).map((value) => ({ type: 'SET_VALUE' as const, value })),
  tabList.map((tabs) => ({ type: 'SET_TABS' as const, tabs })),
);

describe('tabsMachine properties', () => {
  it('[BLK-009] exactly one tab is selected after any sequence of events, controlled or not', () => {
    fc.assert(
      fc.property(tabList, fc.option(name, { nil: undefined }), fc.boolean(), fc.array(event, { maxLength: 40 }), (tabs, value, controlled, events) => {
        const actor = createActor(tabsMachine, { input: { id: 'p', tabs, value, controlled } }).start();
        const check = () => {
          const snapshot = actor.getSnapshot();
          const api = connect(snapshot, actor.send, keepProps);
          const selected = snapshot.context.tabs.filter((tab) => api.getTriggerProps(tab)['aria-selected']);
          const shown = snapshot.context.tabs.filter((tab) => !api.getPanelProps(tab).hidden);
          const reachable = snapshot.context.tabs.filter((tab) => api.getTriggerProps(tab).tabIndex === 0);
          expect(selected).toEqual([snapshot.context.value]);
          expect(shown).toEqual(selected);
          expect(reachable).toEqual(selected);
        };
        check();
        for (const next of events) {
          actor.send(next);
          check();
        }
        actor.stop();
      }),
      { numRuns: 400 },
    );
  });

  it('[BLK-011] uncontrolled, the selection is the last clicked known tab still present (or the first)', () => {
    fc.assert(
      fc.property(tabList, fc.array(name, { maxLength: 30 }), (tabs, clicks) => {
        const actor = createActor(tabsMachine, { input: { id: 'p', tabs } }).start();
        for (const id of clicks) actor.send({ type: 'SELECT', id });
        const known = clicks.filter((id) => tabs.includes(id));
        expect(actor.getSnapshot().context.value).toBe(known.at(-1) ?? tabs[0]);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
