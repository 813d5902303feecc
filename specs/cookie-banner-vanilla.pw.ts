import { expect, test } from '@playwright/test';

// The plain-DOM cookie banner (/vanilla/cookie-banner) against what the React banner is tested
// for in consent.pw.ts and the cookie banner model: it shows under the restrictive policy,
// clears the visitor cookies before consent, and stores the visitor's choice for 30 days.
const PAGE = '/vanilla/cookie-banner';

test.describe('the plain-DOM cookie banner', () => {
  test('[COOK-021] [COOK-023] [COOK-027] [COOK-010] it shows, clears the visit cookie before consent, and Accept stores ss_cookieAllowed=true for 30 days', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ss_cvr', value: 'old|1|1|1|9', url: baseURL ?? '' }]);
    await page.goto(PAGE);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('ss_cvr');
    const now = Date.now() / 1000;
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed');
    expect(consent?.value).toBe('true');
    expect((consent?.expires ?? 0) - now).toBeCloseTo(30 * 86_400, -2);
    await expect(page.locator('#tracking-verdict')).toHaveText('allowed');
    // The choice holds on the next page load.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#tracking-verdict')).toHaveText('allowed');
    await expect(banner).toHaveCount(0);
  });

  test('[COOK-025] Decline stores ss_cookieAllowed=false and the banner stays away on reload', async ({ page, context }) => {
    await page.goto(PAGE);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('false');
    await page.reload();
    await expect(page.locator('#tracking-verdict')).toHaveText('not allowed');
    await expect(banner).toHaveCount(0);
  });

  test('[COOK-024] [COOK-028] [COOK-029] OPT_IN has no Decline; a forced preview shows over a recorded choice and ignores clicks', async ({ page, context, baseURL }) => {
    await page.goto(`${PAGE}?cookieBannerAcceptType=OPT_IN`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL ?? '' }]);
    await page.goto(`${PAGE}?forced=true`);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-disabled', 'true');
    // Playwright does not click an aria-disabled button: the click is dispatched as a visitor's would reach it.
    await banner.getByRole('button', { name: 'Accept' }).dispatchEvent('click');
    await expect(banner).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
  });
});
