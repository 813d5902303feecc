import { expect, test, type Page } from '@playwright/test';
import { axeOnce } from '../model-tests/playwright/axe.ts';

// The provider blocks of issue 24 on the plain-DOM pages: the same machines, `connect` and
// `bindX` browser wiring as the React pages (adapters/browser/reservation.ts, summary.ts,
// captcha.ts), rendered without React.

function providerRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/providers/')) urls.push(url.pathname + url.search);
  });
  return urls;
}

const widget = (page: Page, id: string) => page.locator(`[id="${id}-widget"]`);

test.describe('reservation blocks, plain DOM', () => {
  test('[BLK-019] [BLK-020] [BLK-022] [BLK-026] each provider script once, the theme the width gives, the owner preview; axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = providerRequests(page);
    await page.goto('/vanilla/reservation');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(dinner).toHaveAttribute('data-theme', 'wide');
    await expect(widget(page, 'dinner').locator('[data-provider-theme]')).toHaveAttribute('data-provider-theme', 'wide');
    await page.locator('[id="bar"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('[id="bar"]')).toHaveAttribute('data-theme', 'narrow');
    // [BLK-023] [BLK-025] The builder user's block: the alert, never the widget.
    const owner = page.locator('[id="owner-preview"]');
    await owner.scrollIntoViewIfNeeded();
    await expect(owner).toHaveAttribute('data-state', 'preview');
    await expect(owner.getByRole('alert', { name: 'Preview Only' })).toContainText('Please log out of your Harbour Kitchen account in order to use the OpenTable Block.');
    await expect(widget(page, 'owner-preview')).toBeHidden();
    expect(requests.sort()).toEqual(['/providers/reservation.js', '/providers/table-booking.js']);
    await axeOnce(page, '/vanilla/reservation loaded');
  });

  test('[BLK-021] the reservation block is reloaded once when a resize takes it across 850 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/vanilla/reservation');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(widget(page, 'dinner')).toHaveAttribute('data-standin-renders', '1');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(dinner).toHaveAttribute('data-theme', 'standard');
    await expect(dinner).toHaveAttribute('data-state', 'loaded');
    await expect(widget(page, 'dinner')).toHaveAttribute('data-standin-renders', '2');
  });

  test('[BLK-027] a provider script that fails: a short message in place, the reason in the console only', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/vanilla/reservation?provider=error');
    const dinner = page.locator('[id="dinner"]');
    await expect(dinner).toHaveAttribute('data-state', 'failed');
    await expect(dinner.getByRole('status')).toBeVisible();
    await expect.poll(() => errors.some((line) => line.includes('loadjs failed'))).toBe(true);
  });
});

test.describe('events summary, plain DOM', () => {
  test('[BLK-038] the widget-rendering call fills the block, sanitized: nothing from it runs; axe', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/widget/GetWidgetRendering' && request.method() === 'POST');
    await page.goto('/vanilla/summary');
    const fields = new URLSearchParams((await posted).postData() ?? '');
    expect(JSON.parse(fields.get('widgetJSON') ?? 'null')).toEqual({ type: 55, id: 'upcoming-events', value: { pageSize: 3, design: 'list' } });
    expect(fields.get('collectionId')).toBe('events');
    const block = page.locator('[id="upcoming"]');
    await expect(block).toHaveAttribute('data-state', 'rendered');
    await expect(block.locator('.summary-event h3')).toHaveText(['Harbour lights night walk', 'Fish market at dawn', 'Lighthouse open day']);
    await expect(block.getByRole('link', { name: 'See every upcoming event' })).toHaveCount(0);
    await expect(block.locator('script')).toHaveCount(0);
    await expect(block.locator('[onerror], [onload]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __smWidgetScriptRan?: boolean }).__smWidgetScriptRan)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await axeOnce(page, '/vanilla/summary rendered');
  });

  test('[BLK-038] an unparsable widget answer keeps the fallback, with the short message', async ({ page }) => {
    await page.route('**/api/widget/GetWidgetRendering?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"htm": 42}' }));
    await page.goto('/vanilla/summary');
    const block = page.locator('[id="upcoming"]');
    await expect(block).toHaveAttribute('data-state', 'failed');
    await expect(block.getByRole('status')).toHaveText('The events could not be loaded. Please try again later.');
    await expect(block.getByRole('link', { name: 'See every upcoming event' })).toBeVisible();
  });
});

test.describe('captcha service, plain DOM', () => {
  test('[BLK-076] [BLK-074] the service script once with explicit rendering and the site key; one challenge, solved through the form; axe', async ({ page }) => {
    const requests = providerRequests(page);
    await page.goto('/vanilla/captcha');
    const captcha = page.locator('#contact-captcha');
    const box = captcha.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(box).toBeVisible();
    await expect(captcha.locator('.standin-captcha')).toHaveAttribute('data-sitekey', 'example-site-captcha-key');
    await expect(captcha.locator('.standin-captcha')).toHaveCount(1);
    expect(requests).toEqual(['/providers/recaptcha.js?render=explicit']);
    await box.check();
    await expect(captcha.getByRole('status')).toHaveText('Verified');
    await axeOnce(page, '/vanilla/captcha verified');
  });

  test('[FORM-025] [BLK-075] bound to the captcha, the submit is enabled only while the service holds a solution', async ({ page }) => {
    await page.goto('/vanilla/captcha?captcha=bound');
    const submit = page.locator('#contact [data-part="submit"]');
    await expect(submit).toBeDisabled();
    await page.locator('#contact-captcha').getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
  });

  test('[BLK-078] no site key: ReCaptcha has not been set up!, and no script is fetched', async ({ page }) => {
    const requests = providerRequests(page);
    await page.goto('/vanilla/captcha?captchaProvider=missing');
    await expect(page.locator('#contact-captcha').getByRole('alert')).toHaveText('ReCaptcha has not been set up!');
    expect(requests).toEqual([]);
  });
});
