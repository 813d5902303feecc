import { test as base, type Page } from '@playwright/test';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import type { MarqueeModelConfig } from '../marquee/spec.ts';
import { marqueeModel } from '../marquee/model.ts';
import { createMarqueePageDriver } from './marquee-driver.ts';

// The marquee needs real frames and motion allowed: its own worker page (not `modelPage`).
const test = base.extend<object, { motionPage: Page }>({
  motionPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'no-preference' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// The hover-pausing marquee of the demo page, with only what a pointer can do.
const config: MarqueeModelConfig = { pausedOnHover: true, reducedMotion: false, resizeWidths: [], initialWidth: 0, physical: true };

test.describe('marqueeMachine model on /demo/marquee #hover', () => {
  for (const path of planPaths(marqueeModel, config)) {
    test(`[BLK-030] [BLK-031] [BLK-032] [BLK-033] ${path.description}`, async ({ motionPage }) => {
      await runPath(path, createMarqueePageDriver(motionPage, config, { url: '/demo/marquee', root: '#hover [data-scope="marquee"][data-part="root"]', below: '#page-end' }));
    });
  }
});
