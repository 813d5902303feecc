import { expect, test } from '@playwright/test';

test.describe('a load that fails on a visitor page', () => {
  test('[ERR-025] a gallery picture that cannot load says Unable to load. Try again., and the button loads it', async ({ page }) => {
    let failing = true;
    await page.route('**/media/images/**', (route) => (failing ? route.abort('failed') : route.fallback()));
    await page.goto('/demo/grid');
    const box = page.locator('[id="tiles"] .sm-image').first();
    const retry = box.getByRole('button', { name: 'Unable to load. Try again.' });
    await expect(box.getByRole('alert')).toContainText('Unable to load. Try again.');
    await expect(box).toHaveAttribute('data-status', 'failed');
    await expect(box.locator('img')).toBeHidden();

    failing = false;
    await retry.click();
    await expect(box).toHaveAttribute('data-status', 'loaded');
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expect(box.locator('img')).toBeVisible();
    expect(await box.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});
