import { expect, test, type Page } from '@playwright/test';
import { axeOnce } from '../model-tests/playwright/axe.ts';

const MAPS_SCRIPT = /\/providers\/maps\.js\?key=example-site-maps-key&language=en&region=US$/;

/** Every request the page makes for a provider script (stand-ins and failures). */
function providerRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/providers/')) urls.push(request.url());
  });
  return urls;
}

test.describe('map block', () => {
  test('[MAP-018] [MAP-019] two map blocks on one page load the maps script once, with the key, language and region', async ({ page }) => {
    const requests = providerRequests(page);
    await page.goto('/demo/map');
    await page.locator('[id="studio-map"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('[id="pier-map"]')).toHaveAttribute('data-state', 'ready');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(MAPS_SCRIPT);
    expect(await page.evaluate(() => (window as Window & { __smMapsScriptRuns?: number }).__smMapsScriptRuns)).toBe(1);
    // Both drawn by the service, each with its marker of 48x64 [MAP-021].
    for (const id of ['studio-map', 'pier-map']) {
      const marker = page.locator(`[id="${id}"] svg [data-marker]`);
      await expect(marker).toHaveAttribute('width', '48');
      await expect(marker).toHaveAttribute('height', '64');
    }
  });

  test('[MAP-001] [MAP-002] the server renders the address, the title and a placeholder; the provider is asked for nothing until a map comes within 200 px', async ({ page, browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/demo/map');
    const studio = plain.locator('[id="studio-map"]');
    await expect(studio.locator('[data-part="title"]')).toHaveText('Harbour Walks studio');
    await expect(studio.locator('[data-part="address"]')).toContainText('120 Mercer Street');
    await expect(studio.locator('[data-part="placeholder"]')).toBeVisible();
    await expect(studio.getByRole('link', { name: 'Open this location in a maps service' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=40.7217,-73.9991');
    await noScript.close();

    // A phone's viewport: the maps are below the first screen.
    await page.setViewportSize({ width: 400, height: 300 });
    const requests = providerRequests(page);
    await page.goto('/demo/map');
    await page.waitForLoadState('networkidle');
    expect(requests, 'nothing of the maps service before a map comes near').toEqual([]);
    await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'dormant');
    await page.locator('[id="studio-map"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'ready');
    expect(requests).toHaveLength(1);
    // The far map wakes only when it comes near; the script is not fetched again.
    await expect(page.locator('[id="default-map"]')).toHaveAttribute('data-state', 'dormant');
    await page.locator('[id="default-map"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="default-map"]')).toHaveAttribute('data-state', 'ready');
    expect(requests).toHaveLength(1);
  });

  test('[MAP-003] [MAP-004] [MAP-007] [ENUM-024] options of the wrong types and a style out of range fall back to their defaults', async ({ page }) => {
    await page.goto('/demo/map');
    const confused = page.locator('[id="default-map"]');
    await page.locator('[id="studio-map"]').scrollIntoViewIfNeeded();
    await confused.scrollIntoViewIfNeeded();
    await expect(confused).toHaveAttribute('data-state', 'ready');
    await expect(confused).toHaveAttribute('data-style', 'Grayscale');
    await expect(confused.locator('svg')).toHaveAttribute('data-zoom', '12');
    await expect(confused.getByRole('link', { name: 'Open this location in a maps service' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=40.720882,-74.000988');
    // Style 6 is minimal blue; style 2 grayscale.
    await expect(page.locator('[id="pier-map"]')).toHaveAttribute('data-style', 'MinimalBlue');
    await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-style', 'Grayscale');
  });

  test('[MAP-015] a keyboard user reaches the map and the link out; Enter on the map or a click opens the location', async ({ page, context }) => {
    // No network here: the maps service's page is answered locally.
    await context.route('https://www.google.com/maps/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Maps</title>' }));
    await page.goto('/demo/map');
    const studio = page.locator('[id="studio-map"]');
    await studio.scrollIntoViewIfNeeded();
    await expect(studio).toHaveAttribute('data-state', 'ready');
    const canvas = studio.getByRole('region', { name: 'Map of Harbour Walks studio' });
    await canvas.focus();
    await expect(canvas).toBeFocused();
    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const opened = await popup;
    expect(opened.url()).toContain('query=40.7217,-73.9991');
    await opened.close();
    // A click on the marker does the same.
    const again = context.waitForEvent('page');
    await studio.locator('svg [data-marker]').click();
    expect((await again).url()).toContain('query=40.7217,-73.9991');
    await canvas.focus();
    await page.keyboard.press('Tab');
    await expect(studio.getByRole('link', { name: 'Open this location in a maps service' })).toBeFocused();
    await axeOnce(page, '/demo/map ready');
  });

  test('[MAP-020] a maps service that never answers leaves the page usable and the map says so after 30 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo/map?provider=never');
    const studio = page.locator('[id="studio-map"]');
    await studio.scrollIntoViewIfNeeded();
    await expect(studio).toHaveAttribute('data-state', 'loading');
    await page.clock.runFor(28_000);
    await expect(studio).toHaveAttribute('data-state', 'loading');
    await page.clock.runFor(2_000);
    await expect(studio).toHaveAttribute('data-state', 'unavailable');
    await expect(studio.getByRole('status')).toHaveText('The map could not be loaded. The address is shown below.');
    await expect(page.locator('[id="pier-map"]')).toHaveAttribute('data-state', 'unavailable');
    // The rest of the page works: the address and the link out are there and reachable.
    await expect(studio.locator('[data-part="title"]')).toHaveText('Harbour Walks studio');
    const link = studio.getByRole('link', { name: 'Open this location in a maps service' });
    await link.focus();
    await expect(link).toBeFocused();
  });

  test('[MAP-020] a maps script that fails shows the polite message at once', async ({ page }) => {
    await page.goto('/demo/map?provider=error');
    await page.locator('[id="studio-map"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'unavailable');
    await expect(page.locator('[id="studio-map"]').getByRole('status')).toHaveText('The map could not be loaded. The address is shown below.');
  });
});

test('[MAP-018] [MAP-001] the plain-DOM map page: the same machine and connect, both maps drawn from one maps script', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/providers/maps.js') requests.push(request.url());
  });
  await page.goto('/vanilla/map');
  await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'ready');
  await page.locator('[id="pier-map"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[id="pier-map"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[id="studio-map"] [data-part="title"]')).toHaveText('Harbour Walks studio');
  await expect(page.locator('[id="pier-map"] svg [data-marker]')).toHaveAttribute('width', '48');
  expect(requests).toHaveLength(1);
  await axeOnce(page, '/vanilla/map ready');
});
