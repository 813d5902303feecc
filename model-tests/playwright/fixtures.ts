import { test as base, type Page } from '@playwright/test';

/**
 * `modelPage`: one page per worker, shared by the model paths that worker runs. Each path's
 * driver `reset()` navigates afresh (a new document, a new actor), so paths stay independent,
 * while the cost of a new browser context per path (most of a short path's time) is paid once.
 * The page prefers reduced motion: the model checks machine states, not CSS transitions, which
 * would otherwise make every step wait out a real-time collapse (specs/*.pw.ts cover motion).
 */
export const test = base.extend<object, { modelPage: Page }>({
  modelPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
