import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { tabsModel } from '../tabs/model.ts';
import { createTabsPageDriver } from './tabs-driver.ts';
// A page of its own: the model suites on the shared `modelPage` leave Playwright's clock installed
// and paused on it, which would hold axe's own timers here.
import { test } from './isolated-page.ts';

// The menus of the demo pages: the dinner menu (uncontrolled), the brunch menu (controlled by a
// page that accepts every request, so a visitor sees the same behaviour) and a menu of one tab.
const menus = [
  { rootId: 'dinner', tabs: ['starters', 'mains', 'desserts', 'drinks'] },
  { rootId: 'brunch', tabs: ['sweet', 'savoury', 'coffee'] },
  { rootId: 'kids', tabs: ['kids'] },
];
// axe runs in every reached selection on both pages.
const renderers = [
  { name: 'React', url: '/demo/menu' },
  { name: 'vanilla', url: '/vanilla/tabs' },
];

for (const renderer of renderers) {
  for (const menu of menus) {
    test.describe(`tabsMachine model on ${renderer.name} ${renderer.url} #${menu.rootId}`, () => {
      for (const path of planPaths(tabsModel, { tabs: menu.tabs })) {
        test(`[BLK-009] [BLK-010] [BLK-011] [BLK-012] [BLK-013] [BLK-014] [BLK-015] ${path.description}`, async ({ isolatedPage }) => {
          await runPath(path, createTabsPageDriver(isolatedPage, { url: renderer.url, ...menu, axe: true }));
        });
      }
    });
  }
}
