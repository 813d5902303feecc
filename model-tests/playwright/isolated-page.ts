import { test as base, type Browser, type Page } from '@playwright/test';

/**
 * `isolatedPage`: like `modelPage`, one page per worker reset by navigation and preferring
 * reduced motion, but in a context of its own, so that what a driver sets on it (cookies, a
 * fixed clock) never reaches the drivers of other behaviours on `modelPage`, and theirs (a
 * paused clock) never reaches these.
 */
async function ownPage({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await use(await context.newPage());
  await context.close();
}

export const test = base.extend<object, { isolatedPage: Page; clockPage: Page }>({
  isolatedPage: [ownPage, { scope: 'worker' }],
  /** The same, for drivers that fix the page's clock (a fixed clock would date every cookie). */
  clockPage: [ownPage, { scope: 'worker' }],
});
