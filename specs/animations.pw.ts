import { expect, test, type Page } from '@playwright/test';

/** Installed before any page script: sums every layout shift of the page (CLS). */
const WATCH_LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__layoutShift += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });`;

const block = (page: Page, id: string) => page.locator(`#${id}[data-scope="block-animation"]`);
const opacity = (page: Page, id: string) => block(page, id).evaluate((element) => getComputedStyle(element).opacity);
const STORY = ['mornings', 'flour', 'starter', 'evenings'];

/** Scrolls until the block's top is 100 px below the viewport: near enough to wake its island, not yet in view. */
async function approach(page: Page, id: string): Promise<void> {
  await block(page, id).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight + 100)));
}

// The React page (each section an island, woken within 200 px of the viewport) and its plain-DOM
// twin (every block bound at load): the same machines, connect and bindings.
const PAGES = [
  { name: 'React', url: '/demo/animations', islands: true },
  { name: 'plain DOM', url: '/vanilla/animations', islands: false },
];

for (const { name, url, islands } of PAGES) {
  test.describe(`block animations and text shrink on ${url} (${name})`, () => {
    for (const width of [1000, 360]) {
      test(`[BLK-006] [BLK-007] [CONST-001] [CONST-002] at ${width} px: blocks wait hidden out of view and enter as they scroll in, once; nothing shifts (CLS 0, also as the heading shrinks)`, async ({ browser }) => {
        const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(WATCH_LAYOUT_SHIFTS);
        await page.goto(url);
        await expect(page.locator('[data-scope="text-shrink"][data-part="text"]')).toHaveAttribute('data-state', 'fitted');
        // Far below the first screen: an island not yet woken is the server's markup, visible.
        if (islands) await expect(block(page, 'evenings')).toHaveAttribute('data-state', 'idle');
        else for (const id of STORY) await expect(block(page, id)).toHaveAttribute('data-state', 'hidden');
        for (const id of STORY) {
          await approach(page, id);
          await expect(block(page, id)).toHaveAttribute('data-state', /^(hidden|waitingForImages)$/);
          expect(await opacity(page, id)).toBe('0');
          // The scalable block waits at 94 % of its size.
          if (id === 'mornings') expect(await block(page, id).evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(0.94, 0, 0, 0.94, 0, 0)');
          // Into view with its bottom at the viewport's: the next block stays out of view.
          await block(page, id).evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await expect(block(page, id)).toHaveAttribute('data-state', 'done');
          expect(await opacity(page, id)).toBe('1');
        }
        // An unknown kind is "none": shown as it is, never hidden.
        await approach(page, 'visit');
        await expect(block(page, 'visit')).toHaveAttribute('data-state', 'skipped');
        await page.locator('#story-title').scrollIntoViewIfNeeded();
        await expect(block(page, 'mornings')).toHaveAttribute('data-state', 'done');
        // [CONST-006] The heading fits its box.
        const heading = await page.locator('#story-title').evaluate((element) => ({ fits: element.scrollWidth <= element.clientWidth, size: parseFloat(getComputedStyle(element).fontSize) }));
        expect(heading.fits).toBe(true);
        expect(heading.size).toBeGreaterThanOrEqual(11);
        expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
        await context.close();
      });
    }

    test('[BLK-006] a block in view waits for its loading picture before it enters', async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1000, height: 800 } });
      const page = await context.newPage();
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/images/lightbox/pine-forest.svg', async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(url);
      await approach(page, 'starter');
      await expect(block(page, 'starter')).toHaveAttribute('data-state', 'hidden');
      await block(page, 'starter').scrollIntoViewIfNeeded();
      await expect(block(page, 'starter')).toHaveAttribute('data-state', 'waitingForImages');
      expect(await opacity(page, 'starter')).toBe('0');
      release();
      await expect(block(page, 'starter')).toHaveAttribute('data-state', 'done');
      await context.close();
    });

    test('[BLK-008] in edit mode no block animates or hides', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(`${url}?edit`);
      for (const id of STORY) {
        await block(page, id).scrollIntoViewIfNeeded();
        await expect(block(page, id)).toHaveAttribute('data-state', 'skipped');
        expect(await opacity(page, id)).toBe('1');
      }
    });

    test('[BLK-008] under reduced motion no block animates or hides', async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(url);
      for (const id of STORY) {
        await block(page, id).scrollIntoViewIfNeeded();
        await expect(block(page, id)).toHaveAttribute('data-state', 'skipped');
        expect(await opacity(page, id)).toBe('1');
      }
      await context.close();
    });

    test('the page never hides what it cannot reveal: with an observer that never reports, or without JavaScript, every block is visible', async ({ browser }) => {
      const silent = await browser.newContext({ reducedMotion: 'no-preference' });
      const page = await silent.newPage();
      await page.addInitScript(`window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };`);
      await page.goto(url);
      // Bound (the heading was fitted), yet nothing was hidden.
      await expect(page.locator('[data-scope="text-shrink"][data-part="text"]')).toHaveAttribute('data-state', 'fitted');
      for (const id of STORY) {
        await block(page, id).scrollIntoViewIfNeeded();
        await expect(block(page, id)).toHaveAttribute('data-state', 'idle');
        expect(await opacity(page, id)).toBe('1');
      }
      await silent.close();
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(url);
      for (const id of STORY) expect(await still.locator(`#${id}`).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await noScript.close();
    });

    test('[CONST-006] [CONST-007] the heading is fitted again after a resize, never below 11 px', async ({ page }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.goto(url);
      const text = page.locator('[data-scope="text-shrink"][data-part="text"]');
      await expect(text).toHaveAttribute('data-state', 'fitted');
      await page.setViewportSize({ width: 120, height: 800 });
      // Resizes are quiet for 100 ms, then it measures and fits.
      await expect.poll(() => text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBe(11);
      await expect(text).toHaveAttribute('data-state', 'fitted');
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect.poll(() => text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBe(56);
    });

    test(`${url} passes axe, hidden blocks and all`, async ({ browser }) => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      const context = await browser.newContext({ reducedMotion: 'no-preference' });
      const page = await context.newPage();
      await page.goto(url);
      await approach(page, 'flour');
      await expect(block(page, 'flour')).toHaveAttribute('data-state', 'hidden');
      const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await context.close();
    });
  });
}
