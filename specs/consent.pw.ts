import { expect, test, type Request } from '@playwright/test';
import { recordedEvents } from './support/owner.ts';

// Names of every cookie that follows a visitor: the nine of COOK-027 (ss_cvr and ss_cvt among them).
const VISITOR_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const TRACKING = /\/api\/(track\/Track|census\/RecordHit)/;
const cookieNames = (cookie: string) => cookie.split(';').map((part) => part.split('=')[0]?.trim() ?? '').filter(Boolean);

test.describe('consent is enforced under the restrictive policy', () => {
  test('[COOK-027] [COOK-023] [TRK-001] [TRK-022] nothing tracks before Accept: no visitor cookie, no tracking request; after Accept both start', async ({ page, context, baseURL }) => {
    // A returning visitor's tracking cookies from before: they must go, not be used.
    await context.addCookies(VISITOR_COOKIES.map((name) => ({ name, value: name === 'ss_cvr' ? 'old|1|1|1|9' : 'x', url: baseURL ?? '' })));
    const tracking: Request[] = [];
    page.on('request', (request) => {
      if (TRACKING.test(request.url())) tracking.push(request);
    });
    await page.goto('/demo/cookie-banner');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // Let everything the page would do at load happen.
    await page.waitForLoadState('networkidle');

    const before = cookieNames(await page.evaluate(() => document.cookie));
    expect(before.filter((name) => VISITOR_COOKIES.includes(name)), 'visitor cookies before consent').toEqual([]);
    expect(tracking.map((request) => request.url()), 'tracking requests before consent').toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => tracking.map((request) => new URL(request.url()).pathname).sort()).toEqual(['/api/census/RecordHit', '/api/track/Track']);
    const after = await page.evaluate(() => document.cookie);
    expect(cookieNames(after)).toEqual(expect.arrayContaining(['ss_cookieAllowed', 'ss_cvr', 'ss_cvt']));
    // A new visitor: the old visit cookie was not carried over.
    const cvr = (await context.cookies()).find((cookie) => cookie.name === 'ss_cvr')?.value ?? '';
    expect(cvr).toMatch(/^[^|]+\|\d+\|\d+\|\d+\|1$/);
    expect(cvr.startsWith('old|')).toBe(false);
    const hit = tracking.find((request) => request.url().includes('RecordHit'));
    expect(new URLSearchParams(hit?.postData() ?? '').get('ss_cvr')).toBe(cvr);
  });

  test('[COOK-025] after Decline nothing tracks, also on the next page load', async ({ page }) => {
    const tracking: string[] = [];
    page.on('request', (request) => {
      if (TRACKING.test(request.url())) tracking.push(request.url());
    });
    await page.goto('/demo/cookie-banner');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie banner');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(cookieNames(await page.evaluate(() => document.cookie)).filter((name) => VISITOR_COOKIES.includes(name))).toEqual([]);
    expect(tracking).toEqual([]);
  });

  test('[COOK-008] [COOK-009] [COOK-010] the browser keeps the consent cookie 30 days, ss_cvr 2 years (as far as Chromium allows) and ss_cvt 30 minutes', async ({ page, context }) => {
    await page.goto('/demo/cookie-banner');
    const now = Date.now() / 1000;
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'ss_cvt')).toBe(true);
    const lifetime = async (name: string) => ((await context.cookies()).find((cookie) => cookie.name === name)?.expires ?? 0) - now;
    expect(await lifetime('ss_cookieAllowed')).toBeCloseTo(30 * 86_400, -2);
    // 2 years are asked for; Chromium keeps no cookie longer than 400 days.
    expect(await lifetime('ss_cvr')).toBeCloseTo(Math.min(730, 400) * 86_400, -2);
    expect(await lifetime('ss_cvt')).toBeCloseTo(30 * 60, -1);
  });

  test('[TRK-001] [TRK-013] [TRK-022] the example server stores the beacon and the census hit it receives', async ({ page }) => {
    const marker = `consent-${Date.now()}`;
    await page.goto(`/demo/cookie-banner?campaign=${marker}&isRestrictiveCookiePolicyEnabled=false`);
    await page.waitForLoadState('networkidle');
    const stored = (kind: string) => recordedEvents(page, kind);
    await expect.poll(async () => (await stored('track')).filter((record) => record.campaign === marker).length).toBe(1);
    const hits = (await stored('census-hits')).filter((record) => JSON.stringify(record.data).includes(marker));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ event: '1', data: { websiteId: 'example-website', url: expect.stringContaining(marker) } });
  });
});

test.describe('browser adapters', () => {
  test('[ERR-019] with local storage blocked the message is logged and the popup still works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/demo/popup-overlay');
    const dialog = page.getByRole('dialog', { name: 'Join our newsletter' });
    await expect(dialog).toBeVisible();
    expect(warnings).toContain('Unable access local/session storage.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('[ERR-020] a failed local storage write logs a warning and the popup still closes', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/demo/popup-overlay');
    const dialog = page.getByRole('dialog', { name: 'Join our newsletter' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => warnings).toContain('Unable access local/session storage.');
  });

  test('[BLK-061] the popup remembers a close in local storage across page loads', async ({ page }) => {
    await page.goto('/demo/popup-overlay');
    await page.getByRole('dialog', { name: 'Join our newsletter' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
    await expect(page.locator('[data-scope="popup-overlay"]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('popupOverlay.version'))).toBe('1');
  });

  test('[BLK-062] [BLK-063] [BLK-064] [BLK-065] the mobile information bar and the badge follow their rules on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/demo/popup-overlay?mobile=true');
    await expect(page.getByRole('complementary', { name: 'Shop information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Made with site-machines' })).toBeVisible();
    await page.setViewportSize({ width: 1025, height: 700 });
    await expect(page.getByRole('complementary', { name: 'Shop information' })).toHaveCount(0);
    await page.goto('/demo/popup-overlay?mobile=true&mobileBarStyle=1&templateVersion=7.1');
    await page.setViewportSize({ width: 400, height: 700 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
    await expect(page.getByRole('complementary', { name: 'Shop information' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Made with site-machines' })).toHaveCount(0);
    await page.goto('/demo/popup-overlay?badgeType=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
    await expect(page.getByRole('link', { name: 'Made with site-machines' })).toHaveCount(0);
  });
});

test.describe('tracking failures', () => {
  test('[TRK-025] [TRK-040] a census hit that hangs is given up after 2500 ms, a failing beacon is swallowed: the page never notices', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route('**/api/track/Track*', (route) => route.fulfill({ status: 500, body: 'down' }));
    // The census call never answers.
    await page.route('**/api/census/RecordHit', () => undefined);
    let givenUp = false;
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/census/RecordHit')).then(() => (givenUp = true));
    const started = page.waitForEvent('request', (request) => request.url().endsWith('/api/census/RecordHit'));
    // The page's clock is paused before it loads: the 2500 ms are counted on it, never raced.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/demo/cookie-banner?isRestrictiveCookiePolicyEnabled=false');
    await started;
    await page.clock.runFor(2_499);
    // A request the page gave up would fail at once: one round trip to the page lets it say so.
    await page.evaluate(() => document.readyState);
    expect(givenUp).toBe(false);
    await page.clock.runFor(1);
    await failed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie banner');
    expect(pageErrors).toEqual([]);
  });
});
