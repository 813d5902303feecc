import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/tabs/connect.ts';
import { tabsMachine } from '../../machines/tabs/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { TabsModelConfig, TabsModelEvent, TabsView } from './spec.ts';

/**
 * Drives the bare machine the way a renderer does: through `connect`'s handlers, with a stand-in
 * for DOM focus (a clicked tab takes focus; the machine's `focusTab` moves it; Tab and Shift+Tab
 * follow the tabindex values `connect` gives, as a browser's sequential focus does). Controlled,
 * the page's answers are SET_VALUE and SET_TABS.
 */
export function createTabsMachineDriver(config: TabsModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<TabsModelEvent, TabsView> {
  let actor: Actor<typeof tabsMachine> | undefined;
  let focused: string | null = null;
  let told: string | null = null;
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };
  /** The one tab a Tab key press lands on: the tab with tabindex 0. */
  const tabStop = () => {
    const stops = config.tabs.filter((id) => api().getTriggerProps(id).tabIndex === 0);
    check(stops.length === 1, `tab stops in the list: ${JSON.stringify(stops)}`);
    return stops[0] ?? null;
  };

  return {
    reset() {
      actor?.stop();
      focused = null;
      told = null;
      actor = createActor(tabsMachine, { input: { id: 'model', tabs: config.tabs, controlled: config.controlled }, inspect });
      actor.on('focusTab', ({ id }) => {
        focused = id;
      });
      actor.on('valueChange', ({ value }) => {
        told = value;
      });
      actor.start();
    },
    send(event) {
      switch (event.type) {
        case 'SELECT':
          // A <button> turns Enter and Space into a click, and a click focuses it.
          focused = event.id;
          api().getTriggerProps(event.id).onClick();
          return;
        case 'KEY':
          api().getTriggerProps(focused ?? '').onKeyDown({ key: event.key, preventDefault() {} });
          return;
        case 'TAB': {
          // The next Tab stop after the list: the visible panel (tabindex 0).
          const selected = tabStop();
          const panel = api().getPanelProps(selected ?? '');
          check(!panel.hidden && panel.tabIndex === 0, 'the selected panel is no Tab stop');
          focused = 'panel';
          return;
        }
        case 'SHIFT_TAB':
          focused = tabStop();
          return;
        case 'PAGE_VALUE':
          actor?.send({ type: 'SET_VALUE', value: event.value });
          return;
        case 'PAGE_TABS':
          actor?.send({ type: 'SET_TABS', tabs: [...config.tabs] });
          return;
      }
    },
    expect(view) {
      const current = api();
      check(current.value === view.selected, `selected is ${current.value}`);
      check(focused === view.focused, `focus is on ${focused}`);
      check(told === view.told, `the page was told ${told}`);
      for (const id of config.tabs) {
        const selected = id === view.selected;
        const trigger = current.getTriggerProps(id);
        const panel = current.getPanelProps(id);
        // [BLK-014] [BLK-015]
        check(trigger['aria-selected'] === selected, `${id}: aria-selected is ${trigger['aria-selected']}`);
        check(panel.hidden === !selected, `${id}: panel hidden is ${panel.hidden}`);
        check(trigger.tabIndex === (selected ? 0 : -1), `${id}: tabindex is ${trigger.tabIndex}`);
        check(panel['aria-labelledby'] === trigger.id && trigger['aria-controls'] === panel.id, `${id}: tab and panel not linked`);
      }
    },
  };
}
