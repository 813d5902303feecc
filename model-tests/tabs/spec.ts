import { assign, setup } from 'xstate';

/**
 * Tabs as a visitor meets them. Written apart from the real machine on purpose: it states the
 * spec's rules again (BLK-009..015, the WAI-ARIA tabs pattern with manual activation) so the two
 * can disagree.
 */
export interface TabsModelConfig {
  tabs: readonly string[];
  /** The page owns the selected tab (`value` with `onValueChange`, Radix's convention). */
  controlled?: boolean;
}

export type TabsKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export type TabsModelEvent =
  /** Activate a tab by mouse, or by Enter or Space while it has focus. */
  | { type: 'SELECT'; id: string; via: 'click' | 'Enter' | 'Space' }
  /** Press an arrow, Home or End while a tab has focus. */
  | { type: 'KEY'; key: TabsKey }
  /** Press Tab while a tab has focus: focus goes to the selected tab's panel. */
  | { type: 'TAB' }
  /** Press Shift+Tab while the panel has focus: focus goes back to the selected tab. */
  | { type: 'SHIFT_TAB' }
  /** The page sets the selected tab (a controlled `value`). */
  | { type: 'PAGE_VALUE'; value: string }
  /** The page gives its tabs again (a new list of the same tabs). */
  | { type: 'PAGE_TABS' };

/** What every renderer must show. */
export interface TabsView {
  /** [BLK-009] The one selected tab. */
  selected: string;
  /** The focused tab, `'panel'` for the selected tab's panel, or null. */
  focused: string | null;
  /** The tab the page was last told of (`onValueChange`), or null. */
  told: string | null;
}

interface SpecContext {
  config: TabsModelConfig;
  selected: string;
  focused: string | null;
  told: string | null;
}

function nextFocus(tabs: readonly string[], focused: string, key: TabsKey): string {
  const at = tabs.indexOf(focused);
  const last = tabs.length - 1;
  const index = key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowRight' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
  return tabs[index] ?? focused;
}

export function createTabsSpec(config: TabsModelConfig) {
  const isTab = (focused: string | null) => focused !== null && focused !== 'panel';
  return setup({
    types: { context: {} as SpecContext, events: {} as TabsModelEvent },
    guards: {
      onTab: ({ context }) => isTab(context.focused),
      onPanel: ({ context }) => context.focused === 'panel',
      // Selecting the selected tab changes nothing and tells nobody.
      selectsOther: ({ context, event }) => event.type === 'SELECT' && event.id !== context.selected,
      knownValue: ({ event }) => event.type === 'PAGE_VALUE' && config.tabs.includes(event.value),
    },
  }).createMachine({
    id: 'tabsSpec',
    // [BLK-010] The first tab is active initially.
    context: { config, selected: config.tabs[0] ?? '', focused: null, told: null },
    initial: 'ready',
    states: {
      ready: {
        on: {
          SELECT: [
            // [BLK-011] [BLK-012] Click, Enter or Space selects (controlled: asks the page) and focuses the tab.
            {
              guard: 'selectsOther',
              actions: assign(({ context, event }) => (config.controlled ? { told: event.id, focused: event.id } : { selected: event.id, told: event.id, focused: event.id })),
            },
            { actions: assign({ focused: ({ event }) => event.id }) },
          ],
          // [BLK-013] Arrows move focus with wrap-around; Home and End (APG). The selection stays.
          KEY: { guard: 'onTab', actions: assign({ focused: ({ context, event }) => nextFocus(config.tabs, context.focused ?? '', event.key) }) },
          // Roving tabindex: the tab list is one Tab stop, then the selected tab's panel.
          TAB: { guard: 'onTab', actions: assign({ focused: 'panel' }) },
          SHIFT_TAB: { guard: 'onPanel', actions: assign({ focused: ({ context }) => context.selected }) },
          ...(config.controlled
            ? {
                PAGE_VALUE: [
                  { guard: 'knownValue', actions: assign({ selected: ({ event }) => event.value }) },
                  // A value naming no tab is refused; the page is told the tab that stays.
                  { actions: assign({ told: ({ context }) => context.selected }) },
                ],
                PAGE_TABS: {},
              }
            : {}),
        },
      },
    },
  });
}

export type TabsSpec = ReturnType<typeof createTabsSpec>;
