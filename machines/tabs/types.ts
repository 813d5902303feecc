import type { SnapshotFrom } from 'xstate';
import type { tabsMachine } from './machine.ts';

export type TabsSnapshot = SnapshotFrom<typeof tabsMachine>;

/** The part of a DOM or React keyboard event the handlers read. */
export interface TabsKeyboardEventLike {
  key: string;
  preventDefault(): void;
}

/** The view model of the WAI-ARIA tabs pattern (manual activation) that `connect` returns. */
export interface TabsApi {
  /** [BLK-009] The selected tab (`null` only when there is no tab). */
  value: string | null;
  /** The tab ids in display order. */
  tabs: readonly string[];
  isSelected(tabId: string): boolean;
  getRootProps(): {
    id: string;
    'data-scope': 'tabs';
    'data-part': 'root';
    'data-orientation': 'horizontal';
  };
  /** The `tablist`; `label` names it (the menu's title) when no visible heading does. */
  getListProps(label?: string): {
    id: string;
    role: 'tablist';
    'aria-orientation': 'horizontal';
    'aria-label': string | undefined;
    'data-scope': 'tabs';
    'data-part': 'list';
  };
  /** Spread on a `<button>`: Enter and Space click it natively, which selects it [BLK-012]. */
  getTriggerProps(tabId: string): {
    id: string;
    type: 'button';
    role: 'tab';
    'aria-selected': boolean;
    'aria-controls': string;
    tabIndex: 0 | -1;
    'data-scope': 'tabs';
    'data-part': 'trigger';
    'data-state': 'active' | 'inactive';
    onClick(): void;
    onKeyDown(event: TabsKeyboardEventLike): void;
  };
  getPanelProps(tabId: string): {
    id: string;
    role: 'tabpanel';
    'aria-labelledby': string;
    tabIndex: 0;
    hidden: boolean;
    'data-scope': 'tabs';
    'data-part': 'panel';
    'data-state': 'active' | 'inactive';
  };
}
