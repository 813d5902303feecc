import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoPages } from '../examples/site/demos.ts';

test.describe('example site', () => {
  test('the catalogue (/demos) lists and links every demo page', async ({ page }) => {
    await page.goto('/demos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('site-machines example site');
    for (const demo of demoPages) {
      await expect(page.getByRole('link', { name: demo.title, exact: true })).toHaveAttribute('href', demo.path);
    }
  });

  // Checked still: axe reads colours as painted, and a slide fading in (autoplay) is a text half
  // transparent for a moment. With reduced motion the pages show their final colours at once.
  test.describe('still', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const demo of demoPages) {
    test(`${demo.path} loads and axe finds no violation`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(demo.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
  });

  test('an unknown page answers 404 with a way back', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to the demo list' })).toHaveAttribute('href', '/demos');
  });

  for (const path of ['/demo/accordion', '/vanilla/accordion']) {
    test(`[BLK-079] ${path}: a block with damaged JSON is warned about and skipped, the rest renders`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'How long does shipping take?' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Materials' })).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => warnings.join('\n')).toContain('Error decoding accordion block data.');
      await expect(page.locator('[id^="damaged"]')).toHaveCount(0);
    });
  }
});

test.describe('accordion motion', () => {
  const panel = '[id="details-panel-materials"]';

  test('[BLK-005] a closing panel collapses over the 250 ms animation, then leaves the page', async ({ page }) => {
    // The clock is paused before the page loads: no real time can pass before the test's steps.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/demo/accordion');
    await page.getByRole('button', { name: 'Materials' }).click();
    await expect(page.locator(panel)).toHaveAttribute('data-state', 'closed');
    await expect(page.locator(panel)).not.toHaveAttribute('hidden');
    const duration = await page.locator(panel).evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration.split(',').map((part) => part.trim())).toContain('0.25s');
    await page.clock.runFor(250);
    await expect(page.locator(panel)).toBeHidden();
  });

  test('prefers-reduced-motion turns the collapse transition off', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/demo/accordion');
    const duration = await page.locator(panel).evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration.split(',').every((part) => part.trim() === '0s')).toBe(true);
    await context.close();
  });
});
