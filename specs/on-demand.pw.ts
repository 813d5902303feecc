import { expect, test, type Page } from '@playwright/test';

// Issue 13, item 4: what a visitor has not asked for yet is fetched when they are about to ask.
// The chunks are Vite's, named after their module: GalleryLightboxView-<hash>.js (the lightbox),
// tooltip-placement-<hash>.js (the tooltip's positioning), StackedDialogs-<hash>.js (the
// confirmation, information and system-error dialogs).
const LIGHTBOX_CHUNK = /\/GalleryLightboxView-[\w-]+\.js$/;
const PLACEMENT_CHUNK = /\/tooltip-placement-[\w-]+\.js$/;
const DIALOGS_CHUNK = /\/StackedDialogs-[\w-]+\.js$/;

/** Every script address the page asks for, from before it loads. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('code fetched on demand', () => {
  test('[LBX-006] the lightbox code is not on the page until a visitor comes over a slide; then the lightbox opens on the slide', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/demo/lightbox');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => LIGHTBOX_CHUNK.test(url))).toBe(false);
    const slideshow = page.locator('[id="landscapes"]');
    const open = slideshow.getByRole('button', { name: /^Open / }).first();
    const fetched = page.waitForRequest(LIGHTBOX_CHUNK);
    await open.hover();
    await fetched;
    await open.click();
    await expect(page.locator('[id="landscapes-lightbox"]')).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(page.locator('[id="landscapes-lightbox"]')).toHaveCount(0);
  });

  test('[ERR-016] a lightbox whose code cannot be fetched shows the system error overlay at every click instead of a dead one; once the code can be fetched, a click opens it or Reload Page does', async ({ page }) => {
    let failing = true;
    await page.route(LIGHTBOX_CHUNK, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/demo/lightbox');
    const slideshow = page.locator('[id="landscapes"]');
    const slide = slideshow.getByRole('button', { name: /^Open / }).first();
    const overlay = page.getByRole('alertdialog', { name: 'Connection Problem' });
    const lightbox = page.locator('[id="landscapes-lightbox"]');
    const openLightbox = page.locator('[id="landscapes-lightbox"][data-state="open"]');
    await slide.click();
    await expect(overlay).toContainText('Unable to connect to the product. Please try again.');
    await expect(lightbox).toHaveCount(0);
    // Still offline: the second click is told again, never a click that does nothing.
    await overlay.getByRole('button', { name: 'Clear' }).click();
    await expect(overlay).toHaveCount(0);
    await slide.click();
    await expect(overlay).toContainText('Unable to connect to the product. Please try again.');
    await expect(lightbox).toHaveCount(0);
    // The network is back. What the product promises on any Chromium: the next click either
    // fetches the code and opens the lightbox, or (a browser that keeps a failed import()
    // failed for the page's life) tells the visitor again; never nothing. Reload Page then
    // brings a working lightbox either way.
    failing = false;
    await overlay.getByRole('button', { name: 'Clear' }).click();
    await expect(overlay).toHaveCount(0);
    await slide.click();
    await expect(openLightbox.or(overlay)).toBeVisible();
    if (await overlay.isVisible()) {
      await expect(lightbox).toHaveCount(0);
      const reloaded = page.waitForEvent('load');
      await overlay.getByRole('button', { name: 'Reload Page' }).click();
      await reloaded;
      await slide.click();
    }
    await expect(openLightbox).toBeVisible();
  });

  test('[WID-010] the tooltip positioning is fetched during the 1,200 ms show delay and the tooltip shows on time', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    const scripts = scriptRequests(page);
    await page.goto('/demo/tooltip');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => PLACEMENT_CHUNK.test(url))).toBe(false);
    const trigger = page.getByRole('button', { name: 'Save draft' });
    const box = (await trigger.boundingBox())!;
    const fetched = page.waitForRequest(PLACEMENT_CHUNK);
    await page.mouse.move(box.x + 8, box.y + 8);
    await fetched;
    const tip = page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: 'Saves the draft' });
    await page.clock.runFor(1_199);
    await expect(tip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tip).toBeVisible();
  });

  test('[WID-003] [ERR-014] the dialogs are a chunk of their own, not in the page, fetched once the page is idle, and open from it', async ({ page }) => {
    // Not among the scripts the server's HTML names (module scripts and preloads).
    const html = await (await page.request.get('/demo/dialogs')).text();
    expect(html).toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain('StackedDialogs-');
    const fetched = page.waitForRequest(DIALOGS_CHUNK);
    await page.goto('/demo/dialogs');
    await fetched;
    await page.getByRole('button', { name: 'Network error', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Connection Problem' })).toBeVisible();
  });

  test('[WID-003] [NAV-007] a confirmation asked for before the dialogs\' code arrives is not lost: it opens once the code is here, and Esc answers it', async ({ page }) => {
    // The dialogs' chunk is held (the idle prefetch included) until after the press.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(DIALOGS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(DIALOGS_CHUNK);
    await page.goto('/demo/dialogs');
    await page.getByRole('button', { name: 'Confirm or cancel', exact: true }).click();
    await asked;
    const dialog = page.getByRole('alertdialog', { name: 'Delete this photo?' });
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Last answer:' })).toHaveText('Last answer: cancel');
  });
});
