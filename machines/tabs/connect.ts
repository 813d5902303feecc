import type { NormalizeProps } from '../shared/normalize.ts';
import { tabsAnatomy } from './anatomy.ts';
import { TAB_FOCUS_KEYS } from './logic.ts';
import type { TabsEvent } from './machine.ts';
import type { TabsApi, TabsSnapshot } from './types.ts';

/**
 * Pure view model of the WAI-ARIA tabs pattern with manual activation, for any renderer:
 * `normalize` adapts the props to it (React's keeps them; the plain DOM's renames them).
 */
export function connect(snapshot: TabsSnapshot, send: (event: TabsEvent) => void, normalize: NormalizeProps): TabsApi {
  const { id: rootId, tabs, value } = snapshot.context;
  const isSelected = (tabId: string) => tabId === value;
  const state = (tabId: string) => (isSelected(tabId) ? 'active' : 'inactive') as 'active' | 'inactive';
  const triggerId = (tabId: string) => tabsAnatomy.id(rootId, 'trigger', tabId);
  const panelId = (tabId: string) => tabsAnatomy.id(rootId, 'panel', tabId);

  return {
    value,
    tabs,
    isSelected,
    getRootProps: () => normalize({ id: rootId, ...tabsAnatomy.attrs('root'), 'data-orientation': 'horizontal' as const }),
    getListProps: (label) => normalize({
      id: tabsAnatomy.id(rootId, 'list'),
      role: 'tablist' as const,
      'aria-orientation': 'horizontal' as const,
      'aria-label': label,
      ...tabsAnatomy.attrs('list'),
    }),
    getTriggerProps: (tabId) => normalize({
      id: triggerId(tabId),
      type: 'button' as const,
      role: 'tab' as const,
      // [BLK-014] Inactive tabs have aria-selected false.
      'aria-selected': isSelected(tabId),
      'aria-controls': panelId(tabId),
      // Roving tabindex: Tab enters the list on the selected tab; the arrows move within it.
      tabIndex: isSelected(tabId) ? 0 : -1,
      ...tabsAnatomy.attrs('trigger'),
      'data-state': state(tabId),
      onClick: () => send({ type: 'SELECT', id: tabId }),
      onKeyDown: (event) => {
        const move = TAB_FOCUS_KEYS[event.key];
        if (move === undefined) return;
        event.preventDefault();
        send({ type: 'FOCUS_MOVE', from: tabId, move });
      },
    }),
    getPanelProps: (tabId) => normalize({
      id: panelId(tabId),
      role: 'tabpanel' as const,
      'aria-labelledby': triggerId(tabId),
      // The panel is reachable by Tab even when its content holds nothing focusable (APG).
      tabIndex: 0 as const,
      // [BLK-015] Panels of inactive tabs are hidden.
      hidden: !isSelected(tabId),
      ...tabsAnatomy.attrs('panel'),
      'data-state': state(tabId),
    }),
  };
}
