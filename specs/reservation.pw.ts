import { expect, test, type Page } from '@playwright/test';
import { axeOnce } from '../model-tests/playwright/axe.ts';

function providerRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/providers/')) urls.push(path);
  });
  return urls;
}

function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

const widget = (page: Page, id: string) => page.locator(`[id="${id}-widget"]`);

test.describe('reservation and table-booking blocks', () => {
  test('[BLK-019] [BLK-020] [BLK-022] [BLK-026] each block loads its provider once, then shows the theme its width gives', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = providerRequests(page);
    await page.goto('/demo/reservation');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(dinner).toHaveAttribute('data-theme', 'wide');
    await expect(widget(page, 'dinner').locator('[data-provider-theme]')).toHaveAttribute('data-provider-theme', 'wide');
    await page.locator('[id="sidebar"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="sidebar"]')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('[id="sidebar"]')).toHaveAttribute('data-theme', 'standard');
    await page.locator('[id="bar"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-theme', 'narrow');
    await expect(widget(page, 'bar').locator('[data-provider-theme]')).toHaveAttribute('data-provider-theme', 'narrow');
    // Two reservation blocks, one reservation script; the table-booking provider's own.
    expect(requests.sort()).toEqual(['/providers/reservation.js', '/providers/table-booking.js']);
    await axeOnce(page, '/demo/reservation loaded');
  });

  test('[BLK-021] the reservation block is reloaded once when a resize takes its container across 850 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/reservation');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-theme', 'wide');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(widget(page, 'dinner')).toHaveAttribute('data-standin-renders', '1');
    // Narrower, still above 850 px: no reload.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(dinner).toHaveAttribute('data-theme', 'standard');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(widget(page, 'dinner').locator('[data-provider-theme]')).toHaveAttribute('data-provider-theme', 'standard');
    await expect(widget(page, 'dinner')).toHaveAttribute('data-standin-renders', '2');
    // Narrower again, same theme: still the one reload.
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.locator('[id="sidebar"]')).toHaveAttribute('data-theme', 'standard');
    await expect(widget(page, 'dinner')).toHaveAttribute('data-standin-renders', '2');
  });

  test('[BLK-023] [BLK-024] [BLK-025] a user logged in to the builder sees the Preview Only alert with the provider account, and no provider script is fetched', async ({ page }) => {
    const requests = providerRequests(page);
    await page.goto('/demo/reservation?loggedIn=true');
    const alert = page.locator('[id="dinner"]').getByRole('alert', { name: 'Preview Only' });
    await expect(alert).toContainText('Please log out of your Harbour Kitchen account in order to use the OpenTable Block.');
    await expect(page.locator('[id="dinner"]')).toHaveAttribute('data-state', 'preview');
    await expect(widget(page, 'dinner')).toBeHidden();
    await page.locator('[id="owner-preview"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="owner-preview"]')).toHaveAttribute('data-state', 'preview');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test('[BLK-026] a provider script is fetched only when its block comes near the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 300 });
    const requests = providerRequests(page);
    await page.goto('/demo/reservation');
    await page.waitForLoadState('networkidle');
    expect(requests).not.toContain('/providers/table-booking.js');
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-state', 'dormant');
    await page.locator('[id="bar"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-state', 'loaded');
    expect(requests.filter((path) => path === '/providers/table-booking.js')).toHaveLength(1);
  });

  test('[BLK-027] a provider script that fails is logged to the console only as loadjs failed; the page keeps working', async ({ page }) => {
    const errors = consoleErrors(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto('/demo/reservation?provider=error');
    await expect(page.locator('[id="dinner"]')).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('[id="dinner"]').getByRole('status')).toHaveText('Online booking is not available right now. Please call us to book.');
    await expect.poll(() => errors.filter((line) => line === 'loadjs failed').length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await page.getByRole('link').first().focus();
    await expect(page.getByRole('link').first()).toBeFocused();
  });

  test('[BLK-027] a widget whose DOM never comes is logged as widget DOM never rendered', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.clock.install();
    await page.goto('/demo/reservation?provider=silent');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'loading');
    await page.clock.runFor(5_000);
    await expect(dinner).toHaveAttribute('data-state', 'failed');
    await expect.poll(() => errors.includes('widget DOM never rendered')).toBe(true);
  });

  test('[BLK-027] [MAP-020] a provider that never answers fails after 30 s (page clock) and the page stays usable', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.clock.install();
    await page.goto('/demo/reservation?provider=never');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'loading');
    await page.clock.runFor(28_000);
    await expect(dinner).toHaveAttribute('data-state', 'loading');
    await page.clock.runFor(2_000);
    await expect(dinner).toHaveAttribute('data-state', 'failed');
    await expect.poll(() => errors.includes('loadjs failed')).toBe(true);
  });
});
