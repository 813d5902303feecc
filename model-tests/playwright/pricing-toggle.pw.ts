import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { pricingToggleModel } from '../pricing-toggle/model.ts';
import { createPricingTogglePageDriver } from './pricing-toggle-driver.ts';
// A page of its own: the model suites on the shared `modelPage` leave Playwright's clock installed
// and paused on it, which would hold axe's own timers here.
import { test } from './isolated-page.ts';

// The membership block of both pages: two price sets behind the toggle. (The one-set block has
// no toggle to drive; specs/pricing-toggle.pw.ts checks it.)
const renderers = [
  { name: 'React', url: '/demo/pricing-toggle' },
  { name: 'vanilla', url: '/vanilla/pricing-toggle' },
];

for (const renderer of renderers) {
  test.describe(`pricingToggleMachine model on ${renderer.name} ${renderer.url} #membership`, () => {
    for (const path of planPaths(pricingToggleModel, { priceSets: 2 })) {
      test(`[BLK-016] [BLK-017] [BLK-018] ${path.description}`, async ({ isolatedPage }) => {
        await runPath(path, createPricingTogglePageDriver(isolatedPage, { url: renderer.url, rootId: 'membership', axe: true }));
      });
    }
  });
}
