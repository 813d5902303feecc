import { expect, test, type Page } from '@playwright/test';

// Issue 24's budget, counted in Chromium: the provider blocks are islands, so neither a block's
// code (its chunk) nor its provider's script is fetched before the block comes within 200 px of
// the viewport, and a page without them fetches none of it.

const BLOCK_CHUNK = /\/assets\/(MapBlock|ReservationBlock|EventsSummaryBlock)-[^/]*\.js$/;

function watchRequests(page: Page) {
  const chunks: string[] = [];
  const providers: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const chunk = BLOCK_CHUNK.exec(path);
    if (chunk) chunks.push(chunk[1]!);
    if (path.startsWith('/providers/')) providers.push(path);
  });
  return { chunks, providers };
}

test('[MAP-018] [BLK-026] the map block code and the maps script come only when a map comes near, once for both maps', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 300 });
  const seen = watchRequests(page);
  await page.goto('/demo/map');
  await page.waitForLoadState('networkidle');
  // Server-rendered, dormant: the address is there, no block code and no provider script yet.
  await expect(page.locator('[id="studio-map"] [data-part="address"]')).toContainText('120 Mercer Street');
  expect(seen.chunks).toEqual([]);
  expect(seen.providers).toEqual([]);
  await page.locator('[id="studio-map"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[id="studio-map"]')).toHaveAttribute('data-state', 'ready');
  await page.locator('[id="pier-map"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[id="pier-map"]')).toHaveAttribute('data-state', 'ready');
  expect(seen.chunks).toEqual(['MapBlock']);
  expect(seen.providers).toEqual(['/providers/maps.js']);
});

test('[BLK-026] [BLK-038] a page without provider blocks fetches none of their code', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/demo/accordion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 5_000);
  await page.waitForLoadState('networkidle');
  expect(seen.chunks).toEqual([]);
  expect(seen.providers).toEqual([]);
});

test('[BLK-026] the table-booking block far down the page: its provider script only once it comes near', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 300 });
  const seen = watchRequests(page);
  await page.goto('/demo/reservation');
  await page.waitForLoadState('networkidle');
  expect(seen.providers).not.toContain('/providers/table-booking.js');
  await page.locator('[id="bar"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[id="bar"]')).toHaveAttribute('data-state', 'loaded');
  expect(seen.providers.filter((path) => path === '/providers/table-booking.js')).toHaveLength(1);
  expect(seen.chunks).toEqual(['ReservationBlock']);
});

for (const [path, blocks] of [
  ['/demo/map', ['studio-map', 'pier-map', 'default-map']],
  ['/demo/reservation', ['dinner', 'sidebar', 'bar', 'owner-preview']],
  ['/demo/summary', ['upcoming']],
] as const) {
  test(`[BLK-026] ${path}: every island hydrates without a mismatch or a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    for (const id of blocks) {
      await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-state', /^(ready|loaded|preview|rendered)$/);
    }
    expect(errors).toEqual([]);
  });
}
