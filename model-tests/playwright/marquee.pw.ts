import { expect, test as base, type Page } from '@playwright/test';
import { runPath } from '../kit/run.ts';
import type { MarqueeModelConfig } from '../marquee/spec.ts';
import { marqueeModel } from '../marquee/model.ts';
import { createMarqueePageDriver } from './marquee-driver.ts';
import { planPathsPerState } from './plan.ts';

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
  // Each spec state by each kind of step into it, and the extra paths (the full plan runs on the machine).
  for (const path of planPathsPerState(marqueeModel, config)) {
    test(`[BLK-030] [BLK-031] [BLK-032] [BLK-033] ${path.description}`, async ({ motionPage }) => {
      await runPath(path, createMarqueePageDriver(motionPage, config, { url: '/demo/marquee', root: '#hover [data-scope="marquee"][data-part="root"]', below: '#page-end', axe: true }));
    });
  }
});

test('the pause control works with the pointer too: a click pauses, leaving keeps it paused, a click resumes (WCAG 2.2.2)', async ({ motionPage: page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // Frames run only as the test lets fake time pass: paused before the page loads.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto('/demo/marquee');
  // The marquee without pausedOnHover: only the control can hold it.
  const root = page.locator('#announcement [data-scope="marquee"][data-part="root"]');
  const control = root.getByRole('button', { name: 'Pause marquee' });
  const offset = () => root.locator('textPath').getAttribute('startOffset');
  await expect(root).toHaveAttribute('data-state', 'running');
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'true');
  await expect(root).toHaveAttribute('data-state', 'paused');
  await page.mouse.move(0, 0);
  const still = await offset();
  await page.clock.runFor(200);
  expect(await offset(), 'the text stands still after the pointer left').toBe(still);
  await expect(root).toHaveAttribute('data-state', 'paused');
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await expect(root).toHaveAttribute('data-state', 'running');
  const resumedAt = await offset();
  await page.clock.runFor(200);
  expect(await offset(), 'the text moves again').not.toBe(resumedAt);
});
