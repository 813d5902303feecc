import { expect, test, type Page } from '@playwright/test';

const DEMO_CONTEXT_COOKIE = 'sm-demo-page-context';
const TRACKING = /\/api\/(track\/Track|census\/RecordHit)/;

/**
 * Starts pages of this origin with a demo page context: the cookie the demo controls write and the
 * example server renders each page's context from (what a real site's server knows of its visitor).
 */
async function withSiteContext(page: Page, context: Record<string, unknown>) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:4174';
  await page.context().addCookies([{ name: DEMO_CONTEXT_COOKIE, value: encodeURIComponent(JSON.stringify(context)), url }]);
}

/** Tracking requests the page makes, as paths. */
function watchTracking(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(request.url())) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('tracking reads the site context', () => {
  test('[TRK-005] a signed-in editor is not tracked, even after Accept', async ({ page }) => {
    await withSiteContext(page, { authenticatedAccount: { id: 'acct-1' }, websiteRoles: [4] });
    const tracking = watchTracking(page);
    await page.goto('/demo/cookie-banner');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(tracking).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/ss_cvr=/);
  });

  test('[TRK-005] [TRK-006] a viewer-only account outside the config area is tracked after Accept', async ({ page }) => {
    await withSiteContext(page, { authenticatedAccount: { id: 'acct-2' }, websiteRoles: [10] });
    const tracking = watchTracking(page);
    await page.goto('/demo/cookie-banner');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => [...tracking].sort()).toEqual(['/api/census/RecordHit', '/api/track/Track']);
  });

  test('a site context that cannot be read is warned about and the page works as for an anonymous visitor', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withSiteContext(page, { loggedIn: 'yes', websiteRoles: ['viewer'], storeCurrency: 12 });
    const tracking = watchTracking(page);
    await page.goto('/demo/cookie-banner');
    await expect.poll(() => warnings.join('\n')).toContain('Site context: some values could not be read; their defaults are used.');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => [...tracking].sort()).toEqual(['/api/census/RecordHit', '/api/track/Track']);
  });
});

test.describe('links from block data', () => {
  test('[GAL-014] [LINK-008] a list row with a click-through address is a real link to it (no rel for the site\'s own page), and goes there', async ({ page }) => {
    await page.goto('/demo/list');
    const link = page.getByRole('link', { name: 'Go to Wool scarf' });
    await expect(link).toHaveAttribute('href', '/demo/list#wool-scarf');
    await expect(link).not.toHaveAttribute('rel', /./);
    // Rows without one stay buttons that open the lightbox.
    await expect(page.getByRole('button', { name: 'Open Canvas bag' })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/demo\/list#wool-scarf$/);
  });
});

test.describe('leftovers of the media layer', () => {
  test('[GAL-082] the plain-DOM images page fetches its image loader; if it cannot, "Loader2 not found" is logged and the picture shows at its plain source', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const fetched: string[] = [];
    await page.route('**/assets/image-loader-*.js', (route) => {
      fetched.push(route.request().url());
      return route.abort();
    });
    await page.goto('/vanilla/images');
    await expect(page.locator('body')).toHaveAttribute('data-image-loader', 'missing');
    expect(fetched).toHaveLength(1);
    await expect.poll(() => errors.join('\n')).toContain('Loader2 not found');
    await expect(page.locator('#photo')).toHaveAttribute('src', '/media/images/harbour-at-dawn-1500x1000.svg');
    await expect.poll(() => page.locator('#photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('[GAL-082] with the loader fetched, nothing is logged and the picture loads at its width step', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/vanilla/images');
    await expect(page.locator('body')).toHaveAttribute('data-image-loader', 'loaded');
    await expect(page.locator('#photo')).toHaveAttribute('src', /format=\d+w/);
    expect(errors.filter((error) => error.includes('Loader2'))).toEqual([]);
  });

  test('[MEDIA-036] a Vimeo Basic account\'s video says it is unsupported, with no play control', async ({ page }) => {
    await page.goto('/demo/video');
    const section = page.locator('section:has(#vimeo-basic-title)');
    await expect(section.getByRole('note')).toHaveText('This video cannot be played here: videos from Vimeo Basic accounts are not supported.');
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.locator('iframe')).toHaveCount(0);
    // The same embed from another plan plays as before.
    await expect(page.getByRole('button', { name: 'Play video: The New Vimeo Player' })).toBeVisible();
  });
});
