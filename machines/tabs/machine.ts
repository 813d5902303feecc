import { assign, emit, enqueueActions, setup } from 'xstate';
import { TABS_DEFAULT_ID } from './constants.ts';
import { selectedTab, tabFocusTarget, type TabFocusMove } from './logic.ts';

/** What the tabs (menu block) machine starts from: `createActor(tabsMachine, { input })`. */
export interface TabsInput {
  /** Tab ids in display order. */
  tabs: readonly string[];
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
  /** The tab selected at the start (a component's `defaultValue`, or its controlled `value`); [BLK-010] the first when absent. */
  value?: string | null;
  /**
   * The page owns the selected tab (a controlled component): a click only asks for the new value
   * (`valueChange`), and the selection changes when the page sends SET_VALUE.
   */
  controlled?: boolean;
}

/** What the tabs (menu block) machine remembers (`snapshot.context`). */
export interface TabsContext {
  id: string;
  tabs: readonly string[];
  controlled: boolean;
  /** [BLK-009] The one selected tab; `null` only while there is no tab at all. */
  value: string | null;
}

/** The events the tabs (menu block) machine accepts. */
export type TabsEvent =
  /** [BLK-011] [BLK-012] A click on a tab, or Enter or Space on the focused tab (a `<button>` turns both into a click). */
  | { type: 'SELECT'; id: string }
  /** [BLK-013] An arrow, Home or End on a tab: focus moves, the selection stays (manual activation). */
  | { type: 'FOCUS_MOVE'; from: string; move: TabFocusMove }
  /** The page sets the selected tab (a controlled value that changed, or an imperative set). */
  | { type: 'SET_VALUE'; value: string | null }
  /** The tabs changed after the start (added, removed, reordered). */
  | { type: 'SET_TABS'; tabs: readonly string[] };

export type TabsEmitted =
  /** Move DOM focus to that tab. */
  | { type: 'focusTab'; id: string }
  /**
   * The tab the visitor's choice leads to (uncontrolled: now selected; controlled: asked for), or
   * the tab the rules kept when the page's value or tabs could not be followed.
   */
  | { type: 'valueChange'; value: string };

/** The tabs of a menu block: which tab is selected. */
export const tabsMachine = setup({
  types: {
    input: {} as TabsInput,
    context: {} as TabsContext,
    events: {} as TabsEvent,
    emitted: {} as TabsEmitted,
  },
  guards: {
    // Selecting the selected tab changes nothing and tells nobody.
    selectsOtherTab: ({ context, event }) => event.type === 'SELECT' && context.tabs.includes(event.id) && event.id !== context.value,
    // Controlled, a click on another tab only asks the page for it.
    asksForOtherTab: ({ context, event }) => context.controlled && event.type === 'SELECT' && context.tabs.includes(event.id) && event.id !== context.value,
    isKnownOrigin: ({ context, event }) => event.type === 'FOCUS_MOVE' && context.tabs.includes(event.from),
    changesSelection: ({ context, event }) => event.type === 'SET_VALUE' && selectedTab(context.tabs, event.value, context.value) !== context.value,
    refusesValue: ({ context, event }) => event.type === 'SET_VALUE' && event.value !== context.value && context.value !== null,
  },
  actions: {
    select: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'SELECT') return;
      enqueue.assign({ value: event.id });
      enqueue.emit({ type: 'valueChange', value: event.id });
    }),
    requestSelect: emit(({ event }) => ({ type: 'valueChange' as const, value: event.type === 'SELECT' ? event.id : '' })),
    // [BLK-009] A value naming a tab is taken; one naming none keeps the selection.
    setValue: assign({ value: ({ context, event }) => (event.type === 'SET_VALUE' ? selectedTab(context.tabs, event.value, context.value) : context.value) }),
    // The page is told which tab stays selected when its value names none.
    reportKept: emit(({ context }) => ({ type: 'valueChange' as const, value: context.value ?? '' })),
    // [BLK-009] When the selected tab is removed, the first tab is selected and the page told.
    setTabs: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SET_TABS') return;
      const value = selectedTab(event.tabs, context.value);
      enqueue.assign({ tabs: event.tabs, value });
      if (value !== null && value !== context.value) enqueue.emit({ type: 'valueChange', value });
    }),
    emitFocus: emit(({ context, event }) => ({
      type: 'focusTab' as const,
      id: event.type === 'FOCUS_MOVE' ? tabFocusTarget(context.tabs, event.from, event.move) : '',
    })),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    id: input.id ?? TABS_DEFAULT_ID,
    tabs: input.tabs,
    controlled: input.controlled ?? false,
    // [BLK-010] The first tab is selected initially.
    value: selectedTab(input.tabs, input.value),
  }),
  initial: 'ready',
  states: {
    // [BLK-009] One state: exactly one tab is selected whenever there is a tab.
    ready: {
      on: {
        SELECT: [
          // Controlled: the page decides; a click only asks.
          { guard: 'asksForOtherTab', actions: 'requestSelect' },
          // [BLK-011] [BLK-012] A click, Enter or Space selects the tab.
          { guard: 'selectsOtherTab', actions: 'select' },
        ],
        // [BLK-013] Focus moves between tabs; the selection waits for Enter or Space.
        FOCUS_MOVE: { guard: 'isKnownOrigin', actions: 'emitFocus' },
        SET_VALUE: [
          { guard: 'changesSelection', actions: 'setValue' },
          { guard: 'refusesValue', actions: 'reportKept' },
        ],
        SET_TABS: { actions: 'setTabs' },
      },
    },
  },
});
