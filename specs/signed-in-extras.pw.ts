import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// PERM-006 and PERM-016 in the product: the example site's SignedInModules starts mouse-position
// tracking and joins the admin-level event broadcast only when the permissions rules say so.

const DEMO_CONTEXT_COOKIE = 'sm-demo-page-context';

async function signInAs(context: BrowserContext, baseURL: string | undefined, account: object) {
  await context.addCookies([{ name: DEMO_CONTEXT_COOKIE, value: JSON.stringify(account), url: baseURL ?? '' }]);
}

/** Lets two animation frames pass (the tracking reports the last position of a frame). */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test.describe('signed-in extras', () => {
  test('[PERM-006] an anonymous visitor: no mouse-position tracking', async ({ page }) => {
    await page.goto('/demo/accordion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.move(120, 80);
    await page.mouse.move(140, 90);
    await twoFrames(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-sm-pointer');
  });

  test('[PERM-006] a signed-in account holder: the pointer position is tracked', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [4] });
    await page.goto('/demo/accordion');
    await expect(page.locator('[data-signed-in-modules]')).toBeVisible();
    await page.mouse.move(120, 80);
    await page.mouse.move(140, 90);
    await expect(page.locator('html')).toHaveAttribute('data-sm-pointer', '140,90');
  });

  test('[PERM-016] a user holding the admin permission: the other tab hears of a page opened, in its announcement bar', async ({ context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [1], permissions: [1, 2] });
    const first = await context.newPage();
    await first.goto('/demo/accordion');
    await expect(first.locator('[data-signed-in-modules]')).toHaveAttribute('data-admin-broadcast', 'joined');
    const second = await context.newPage();
    await second.goto('/demo/map');
    await expect(first.getByRole('complementary', { name: 'Announcement' })).toContainText('Admin: a signed-in page opened at /demo/map in another tab.');
  });

  test('[PERM-016] [PERM-014] a signed-in owner with every config group but not the admin permission: no broadcast joined', async ({ context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [1], permissions: [1, 11, 12, 13, 14, 15] });
    const first = await context.newPage();
    await first.goto('/demo/accordion');
    await expect(first.locator('[data-signed-in-modules]')).toHaveAttribute('data-admin-broadcast', 'off');
    const second = await context.newPage();
    await second.goto('/demo/map');
    await expect(second.locator('[data-signed-in-modules]')).toHaveAttribute('data-admin-broadcast', 'off');
    await expect(first.getByRole('complementary', { name: 'Announcement' })).not.toContainText('Admin:');
  });
});
