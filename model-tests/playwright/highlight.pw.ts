import { test as base, type Page } from '@playwright/test';
import { runPath } from '../kit/run.ts';
import type { HighlightModelConfig } from '../highlight/spec.ts';
import { highlightModel } from '../highlight/model.ts';
import { createHighlightPageDriver } from './highlight-driver.ts';
import { planPathsPerState } from './plan.ts';

// The highlight needs motion allowed to play: its own worker page (not `modelPage`).
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

// The "Visit us" heading of /demo/highlight: a draw from the left, below the fold.
const config: HighlightModelConfig = { animation: 'draw', direction: 'right', isAnimationEnabled: true, reducedMotion: false, measuredWidth: 0, physical: true };

// The React page (the heading an island, woken near the viewport) and its plain-DOM twin.
const renderers = [
  { name: 'React', url: '/demo/highlight', island: true, clientRendered: false },
  { name: 'plain DOM', url: '/vanilla/highlight', island: false, clientRendered: true },
];

for (const renderer of renderers) {
  test.describe(`highlightMachine model on ${renderer.url} #visit (${renderer.name})`, () => {
    for (const path of planPathsPerState(highlightModel, config, 'transition')) {
      test(`[BLK-045] [BLK-048] [BLK-049] [BLK-050] [BLK-051] ${path.description}`, async ({ motionPage }) => {
        await runPath(
          path,
          createHighlightPageDriver(motionPage, config, {
            url: renderer.url,
            root: '#visit [data-scope="highlight"][data-part="root"]',
            away: '#hero',
            transitionTrigger: '#visit button',
            playMs: 750,
            axe: true,
            island: renderer.island,
            clientRendered: renderer.clientRendered,
            container: '#visit',
          }),
        );
      });
    }
  });
}
