import { expect, test } from '@playwright/test';

for (const path of ['/demo/pricing-toggle', '/vanilla/pricing-toggle']) {
  test.describe(`pricing toggle on ${path}`, () => {
    test('[BLK-016] [BLK-018] the swap shows the yearly prices and their join buttons, and hides the monthly ones', async ({ page }) => {
      await page.goto(path);
      const plan = page.locator('#membership-plan-family');
      await expect(plan.getByText('$169.50')).toBeVisible();
      await expect(plan.getByRole('link', { name: 'Join Family' })).toHaveAttribute('href', '/join?plan=family&billing=monthly');
      await page.getByRole('button', { name: 'Yearly (2 months free)' }).click();
      await expect(page.getByRole('button', { name: 'Yearly (2 months free)' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'false');
      await expect(plan.getByText('$1,695')).toBeVisible();
      await expect(plan.getByText('$169.50')).toBeHidden();
      await expect(plan.getByRole('link', { name: 'Join as a family' })).toHaveAttribute('href', '/join?plan=family&billing=yearly');
      await expect(plan.getByRole('link', { name: 'Join Family' })).toBeHidden();
      await expect(page.locator('[data-fact="switches"]')).toHaveText('Switches: B');
    });

    test('[BLK-016] [BLK-017] keyboard: arrows move focus between the options without selecting, Enter and Space select', async ({ page }) => {
      await page.goto(path);
      const monthly = page.getByRole('button', { name: 'Monthly' });
      const yearly = page.getByRole('button', { name: 'Yearly (2 months free)' });
      await monthly.focus();
      await page.keyboard.press('ArrowRight');
      await expect(yearly).toBeFocused();
      await expect(monthly).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(monthly).toBeFocused();
      await page.keyboard.press('End');
      await expect(yearly).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(yearly).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Home');
      await expect(monthly).toBeFocused();
      await page.keyboard.press('Space');
      await expect(monthly).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-fact="switches"]')).toHaveText('Switches: B, A');
    });

    test('[BLK-016] [BLK-079] one price set shows its prices without a toggle; a block without a price set is warned about and left out', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      const passes = page.locator('#passes');
      await expect(passes.getByText('$22', { exact: true })).toBeVisible();
      await expect(passes.getByRole('link', { name: 'Buy a ten-visit card' })).toBeVisible();
      await expect(passes.getByRole('group')).toHaveCount(0);
      await expect(passes.locator('[aria-pressed]')).toHaveCount(0);
      await expect.poll(() => warnings.join('\n')).toContain('Error decoding pricing block data.');
      await expect(page.locator('[id^="damaged"]')).toHaveCount(0);
    });
  });
}

test.describe('pricing toggle without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[BLK-016] [BLK-018] the server shows option A’s prices and join buttons only', async ({ page }) => {
    await page.goto('/demo/pricing-toggle');
    const plan = page.locator('#membership-plan-unlimited');
    await expect(plan.getByText('$79', { exact: true })).toBeVisible();
    await expect(plan.getByText('$790', { exact: true })).toBeHidden();
    await expect(plan.getByRole('link', { name: 'Join Unlimited' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  });
});
