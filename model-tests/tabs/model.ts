import type { SnapshotFrom } from 'xstate';
import { tabsMachine } from '../../machines/tabs/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createTabsSpec, type TabsKey, type TabsModelConfig, type TabsModelEvent, type TabsSpec, type TabsView } from './spec.ts';

const KEYS: readonly TabsKey[] = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
/** A value the page may set that names no tab. */
export const UNKNOWN_TAB = 'ghost';

export const tabsModel: BehaviourModel<TabsModelConfig, TabsModelEvent, TabsView, TabsSpec> = {
  machineName: 'tabsMachine',
  machine: tabsMachine,
  configs: [{ tabs: ['a', 'b', 'c'] }, { tabs: ['solo'] }, { tabs: ['a', 'b', 'c'], controlled: true }],
  describeConfig: ({ tabs, controlled }) => `${tabs.length} tab${tabs.length === 1 ? '' : 's'}${controlled ? ', controlled' : ''}`,
  createSpec: createTabsSpec,
  events(config, snapshot: SnapshotFrom<TabsSpec>) {
    const { focused, told } = snapshot.context;
    const events: TabsModelEvent[] = [];
    // Keyboard first, so shortest paths use it whenever a tab has focus.
    if (focused !== null && focused !== 'panel') {
      events.push({ type: 'SELECT', id: focused, via: 'Enter' });
      for (const key of KEYS) events.push({ type: 'KEY', key });
      events.push({ type: 'TAB' });
    }
    if (focused === 'panel') events.push({ type: 'SHIFT_TAB' });
    for (const id of config.tabs) events.push({ type: 'SELECT', id, via: 'click' });
    if (config.controlled) {
      if (told) events.push({ type: 'PAGE_VALUE', value: told });
      events.push({ type: 'PAGE_VALUE', value: UNKNOWN_TAB }, { type: 'PAGE_TABS' });
    }
    return events;
  },
  // Space selects like Enter; shortest paths never need it. The selected tab clicked again.
  extraPaths: (config) => {
    const [first = '', second = ''] = config.tabs;
    const last = config.tabs.at(-1) ?? '';
    const paths: TabsModelEvent[][] = [
      [
        { type: 'SELECT', id: first, via: 'click' },
        { type: 'KEY', key: 'ArrowLeft' },
        { type: 'SELECT', id: last, via: 'Space' },
        { type: 'KEY', key: 'ArrowRight' },
        { type: 'SELECT', id: first, via: 'Space' },
        { type: 'TAB' },
        { type: 'SHIFT_TAB' },
        { type: 'SELECT', id: first, via: 'Enter' },
      ],
    ];
    // The page gives its tabs again: nothing changes, the next click is taken.
    if (config.controlled) paths.push([{ type: 'PAGE_TABS' }, { type: 'SELECT', id: last, via: 'click' }, { type: 'PAGE_VALUE', value: last }]);
    if (second === '') return paths;
    return [
      ...paths,
      [
        { type: 'SELECT', id: second, via: 'click' },
        { type: 'KEY', key: 'End' },
        { type: 'KEY', key: 'Home' },
        { type: 'SELECT', id: first, via: 'Enter' },
        { type: 'SELECT', id: first, via: 'click' },
      ],
    ];
  },
  view: (snapshot) => ({ selected: snapshot.context.selected, focused: snapshot.context.focused, told: snapshot.context.told }),
};
