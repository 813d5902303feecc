import { expect, type Page } from '@playwright/test';
import { tabsAnatomy } from '../../machines/tabs/anatomy.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { TabsModelEvent, TabsView } from '../tabs/spec.ts';
import { axeOnce } from './axe.ts';

export interface TabsPageOptions {
  /** Page that shows the tabs. */
  url: string;
  /** The tabs' id on that page (their root element id). */
  rootId: string;
  /** Their tab ids in order. */
  tabs: readonly string[];
  /** Run axe-core on every distinct selection reached; a violation fails the step. */
  axe?: boolean;
}

/**
 * What the page shows of one tabs widget, read through the WAI-ARIA tabs contract in one round
 * trip: the selected tabs, the panels a visitor sees, the tabs in the Tab order, the focused tab
 * (or panel), and every tab whose roles and links do not match the pattern.
 */
function readView({ rootId, tabs, panels, listId }: { rootId: string; tabs: string[]; panels: string[]; listId: string }) {
  const element = (id: string) => document.getElementById(id);
  const list = element(listId);
  const panelOf = (index: number) => element(panels[index] ?? '');
  return {
    selected: tabs.filter((id) => element(id)?.getAttribute('aria-selected') === 'true'),
    unselectedSayFalse: tabs.every((id) => ['true', 'false'].includes(element(id)?.getAttribute('aria-selected') ?? '')),
    visiblePanels: panels.filter((id) => element(id)?.checkVisibility({ visibilityProperty: true }) ?? false),
    tabStops: tabs.filter((id) => element(id)?.tabIndex === 0),
    focused: tabs.find((id) => document.activeElement === element(id)) ?? panels.find((id) => document.activeElement === element(id)) ?? null,
    broken: [
      ...(list?.getAttribute('role') === 'tablist' && element(rootId)?.contains(list) ? [] : ['tablist']),
      ...tabs.filter((id, index) => {
        const tab = element(id);
        const panel = panelOf(index);
        return (
          tab?.getAttribute('role') !== 'tab' ||
          tab.parentElement !== list ||
          tab.getAttribute('aria-controls') !== panel?.id ||
          panel?.getAttribute('role') !== 'tabpanel' ||
          panel.getAttribute('aria-labelledby') !== id
        );
      }),
    ],
  };
}

/**
 * Drives one tabs widget on a page through its ARIA contract and the keyboard only (clicks,
 * Enter, Space, arrows, Home, End, Tab), so it serves any renderer that spreads `connect`'s
 * props: the React site and the plain-DOM page alike. These are the APG tabs assertions: roles,
 * states and properties, keyboard, and where focus goes.
 */
export function createTabsPageDriver(page: Page, options: TabsPageOptions): ModelDriver<TabsModelEvent, TabsView> {
  const { url, rootId, tabs } = options;
  const tab = (id: string) => tabsAnatomy.id(rootId, 'trigger', id);
  const panel = (id: string) => tabsAnatomy.id(rootId, 'panel', id);
  const byId = (id: string) => page.locator(`[id="${id}"]`);

  return {
    async reset() {
      await page.goto(url);
      await expect(byId(tab(tabs[0] ?? ''))).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'SELECT':
          if (event.via === 'click') await byId(tab(event.id)).click();
          else await page.keyboard.press(event.via === 'Space' ? ' ' : 'Enter');
          return;
        case 'KEY':
          await page.keyboard.press(event.key);
          return;
        case 'TAB':
          await page.keyboard.press('Tab');
          return;
        case 'SHIFT_TAB':
          await page.keyboard.press('Shift+Tab');
          return;
        case 'PAGE_VALUE':
        case 'PAGE_TABS':
          throw new Error(`${event.type}: the page driver runs uncontrolled configurations only`);
      }
    },
    async expect(view) {
      const expected = {
        selected: [tab(view.selected)],
        unselectedSayFalse: true,
        visiblePanels: [panel(view.selected)],
        tabStops: [tab(view.selected)],
        focused: view.focused === null ? null : view.focused === 'panel' ? panel(view.selected) : tab(view.focused),
        broken: [],
      };
      await expect
        .poll(() => page.evaluate(readView, { rootId, tabs: tabs.map(tab), panels: tabs.map(panel), listId: tabsAnatomy.id(rootId, 'list') }), { intervals: [20, 20, 50] })
        .toEqual(expected);
      if (options.axe) await axeOnce(page, `${url} #${rootId} ${view.selected}`);
    },
  };
}
