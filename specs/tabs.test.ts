import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { normalizeProps } from '../adapters/browser/dom-props.ts';
import { connectTabs, decodeMenuBlock, tabsMachine, type TabsInput } from '../machines/index.ts';
import { tabsAnatomy } from '../machines/tabs/anatomy.ts';
import { MENU_BLOCK_DATA_ERROR } from '../machines/tabs/constants.ts';
import { tabFocusTarget } from '../machines/tabs/logic.ts';
import { dinnerMenuJson, noTabMenuJson, oneTabMenuJson } from '../examples/content/menu-demo.ts';

function start(input: TabsInput) {
  const actor = createActor(tabsMachine, { input: { id: 'menu', ...input } });
  const focused: string[] = [];
  const told: string[] = [];
  actor.on('focusTab', ({ id }) => focused.push(id));
  actor.on('valueChange', ({ value }) => told.push(value));
  actor.start();
  const api = () => connectTabs(actor.getSnapshot(), actor.send, keepProps);
  return { actor, focused, told, api, value: () => actor.getSnapshot().context.value };
}

const tabs = ['starters', 'mains', 'desserts', 'drinks'];
const key = (name: string) => ({ key: name, preventDefault() {} });

describe('tabsMachine', () => {
  it('[BLK-010] the first tab is selected initially', () => {
    expect(start({ tabs }).value()).toBe('starters');
  });

  it('[BLK-010] a default value naming a tab starts on it; one naming none starts on the first', () => {
    expect(start({ tabs, value: 'desserts' }).value()).toBe('desserts');
    expect(start({ tabs, value: 'brunch' }).value()).toBe('starters');
  });

  it('[BLK-011] a click selects a tab and tells the page', () => {
    const { api, value, told } = start({ tabs });
    api().getTriggerProps('mains').onClick();
    expect(value()).toBe('mains');
    expect(told).toEqual(['mains']);
  });

  it('[BLK-009] a click on the selected tab changes nothing and tells nobody', () => {
    const { actor, api, told } = start({ tabs });
    const before = actor.getSnapshot();
    api().getTriggerProps('starters').onClick();
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(told).toEqual([]);
  });

  it('[BLK-013] Right and Left move focus to the next and previous tab, wrapping around; the selection stays (manual activation)', () => {
    const { api, focused, value } = start({ tabs });
    api().getTriggerProps('starters').onKeyDown(key('ArrowLeft'));
    api().getTriggerProps('drinks').onKeyDown(key('ArrowRight'));
    api().getTriggerProps('starters').onKeyDown(key('ArrowRight'));
    api().getTriggerProps('mains').onKeyDown(key('ArrowLeft'));
    expect(focused).toEqual(['drinks', 'starters', 'mains', 'starters']);
    expect(value()).toBe('starters');
  });

  it('[BLK-013] Home and End move focus to the first and last tab; other keys do nothing and are not taken', () => {
    const { api, focused } = start({ tabs });
    api().getTriggerProps('mains').onKeyDown(key('End'));
    api().getTriggerProps('drinks').onKeyDown(key('Home'));
    let prevented = false;
    api().getTriggerProps('mains').onKeyDown({ key: 'ArrowDown', preventDefault: () => (prevented = true) });
    expect(focused).toEqual(['drinks', 'starters']);
    expect(prevented).toBe(false);
  });

  it('[BLK-012] Enter or Space on the focused tab selects it: the tab is a <button>, which turns both into its click', () => {
    const { api, value } = start({ tabs });
    const props = api().getTriggerProps('desserts');
    expect(props.type).toBe('button');
    props.onClick();
    expect(value()).toBe('desserts');
  });

  it('[BLK-009] controlled: a click only asks; the page’s value selects', () => {
    const { actor, api, value, told } = start({ tabs, value: 'mains', controlled: true });
    api().getTriggerProps('drinks').onClick();
    expect(value()).toBe('mains');
    expect(told).toEqual(['drinks']);
    actor.send({ type: 'SET_VALUE', value: 'drinks' });
    expect(value()).toBe('drinks');
  });

  it('[BLK-009] a page value naming no tab is refused: the selection stays and the page is told which', () => {
    const { actor, value, told } = start({ tabs, value: 'mains', controlled: true });
    actor.send({ type: 'SET_VALUE', value: 'brunch' });
    expect(value()).toBe('mains');
    expect(told).toEqual(['mains']);
  });

  it('[BLK-009] when the selected tab is removed, the first remaining tab is selected and the page told', () => {
    const { actor, value, told } = start({ tabs, value: 'mains' });
    actor.send({ type: 'SET_TABS', tabs: ['desserts', 'drinks'] });
    expect(value()).toBe('desserts');
    expect(told).toEqual(['desserts']);
    actor.send({ type: 'SET_TABS', tabs: ['drinks', 'desserts'] });
    expect(value()).toBe('desserts');
  });

  it('[BLK-009] zero tabs: nothing selected, nothing focused, no crash; adding tabs selects the first', () => {
    const { actor, api, value, focused } = start({ tabs: [] });
    expect(value()).toBeNull();
    api().getTriggerProps('ghost').onClick();
    api().getTriggerProps('ghost').onKeyDown(key('ArrowRight'));
    expect(value()).toBeNull();
    expect(focused).toEqual([]);
    actor.send({ type: 'SET_TABS', tabs: ['a'] });
    expect(value()).toBe('a');
  });

  it('[BLK-013] one tab: the arrows wrap onto itself and it stays selected', () => {
    const { api, value, focused } = start({ tabs: ['kids'] });
    api().getTriggerProps('kids').onKeyDown(key('ArrowRight'));
    api().getTriggerProps('kids').onKeyDown(key('ArrowLeft'));
    api().getTriggerProps('kids').onClick();
    expect(focused).toEqual(['kids', 'kids']);
    expect(value()).toBe('kids');
  });
});

describe('tabs connect (WAI-ARIA tabs pattern)', () => {
  it('[BLK-014] [BLK-015] roles, states and links: aria-selected false and hidden panels for inactive tabs, roving tabindex', () => {
    const api = start({ tabs }).api();
    expect(api.getListProps('Dinner menu')).toMatchObject({ role: 'tablist', 'aria-label': 'Dinner menu', 'data-scope': 'tabs', 'data-part': 'list' });
    for (const tab of tabs) {
      const trigger = api.getTriggerProps(tab);
      const panel = api.getPanelProps(tab);
      const selected = tab === 'starters';
      expect(trigger).toMatchObject({ role: 'tab', 'aria-selected': selected, tabIndex: selected ? 0 : -1, 'aria-controls': panel.id, 'data-state': selected ? 'active' : 'inactive' });
      expect(panel).toMatchObject({ role: 'tabpanel', 'aria-labelledby': trigger.id, hidden: !selected });
      expect(trigger.id).toBe(tabsAnatomy.id('menu', 'trigger', tab));
    }
  });

  it('[BLK-014] the plain DOM normalizer writes the same contract as attributes', () => {
    const { actor } = start({ tabs });
    const api = connectTabs(actor.getSnapshot(), actor.send, normalizeProps);
    const trigger = api.getTriggerProps('mains') as unknown as Record<string, unknown>;
    expect(trigger['aria-selected']).toBe('false');
    expect(trigger.tabindex).toBe(-1);
    expect(typeof trigger.onclick).toBe('function');
    expect(typeof trigger.onkeydown).toBe('function');
  });

  it('ids escape tab ids that are not id-safe', () => {
    const api = start({ tabs: ['wine & beer'] }).api();
    expect(api.getTriggerProps('wine & beer').id).toBe('menu-trigger-wine_20_26_20beer');
    expect(api.getPanelProps('wine & beer')['aria-labelledby']).toBe(api.getTriggerProps('wine & beer').id);
  });
});

describe('tabFocusTarget', () => {
  it('[BLK-013] wraps both ways; Home and End', () => {
    expect(tabFocusTarget(tabs, 'drinks', 'next')).toBe('starters');
    expect(tabFocusTarget(tabs, 'starters', 'previous')).toBe('drinks');
    expect(tabFocusTarget(tabs, 'mains', 'first')).toBe('starters');
    expect(tabFocusTarget(tabs, 'mains', 'last')).toBe('drinks');
    expect(tabFocusTarget([], 'x', 'next')).toBe('x');
  });
});

describe('decodeMenuBlock', () => {
  it('[BLK-009] decodes the demo menu', () => {
    const decoded = decodeMenuBlock(dinnerMenuJson);
    expect(decoded.ok && decoded.data.tabs.map((tab) => tab.id)).toEqual(tabs);
  });

  it('[BLK-079] a menu of zero tabs is refused with the error (nothing to select)', () => {
    expect(decodeMenuBlock(noTabMenuJson)).toEqual({ ok: false, error: MENU_BLOCK_DATA_ERROR, details: ['tabs: a menu needs at least one tab'] });
  });

  it('[BLK-010] a menu of one tab is a menu', () => {
    const decoded = decodeMenuBlock(oneTabMenuJson);
    expect(decoded.ok && decoded.data.tabs.length).toBe(1);
  });

  it('[BLK-079] text that does not parse, a wrong shape or repeated tab ids give the error, never a throw', () => {
    for (const json of ['{"tabs": [', '{"tabs": [{"id": 1}]}', 'null', '{"tabs":[{"id":"a","title":"A","sections":[]},{"id":"a","title":"B","sections":[]}]}']) {
      const decoded = decodeMenuBlock(json);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect('error' in decoded && decoded.error).toBe('Error decoding menu block data.');
    }
  });
});
