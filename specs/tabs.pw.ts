import { expect, test } from '@playwright/test';

// The menu pages of both renderers: the same blocks, the same ids, the same contract.
for (const path of ['/demo/menu', '/vanilla/tabs']) {
  test.describe(`menu tabs on ${path}`, () => {
    test('[BLK-013] Tab enters the tab list on the selected tab (roving tabindex), then goes to its panel', async ({ page }) => {
      await page.goto(path);
      await page.locator('#brunch-trigger-coffee').click();
      await expect(page.locator('#brunch-trigger-coffee')).toHaveAttribute('aria-selected', 'true');
      // From the control before the list, one Tab lands on the selected tab, not the first.
      await page.getByRole('button', { name: 'Something savoury' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('#brunch-trigger-coffee')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('#brunch-panel-coffee')).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: 'Coffee' })).toContainText('Cold brew');
    });

    test('[BLK-009] [BLK-011] controlled: the page’s own buttons move the selected tab, and a click on a tab reaches the page', async ({ page }) => {
      await page.goto(path);
      const fact = page.locator('[data-fact="brunch-tab"]');
      await page.getByRole('button', { name: 'Something savoury' }).click();
      await expect(page.locator('#brunch-trigger-savoury')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#brunch-trigger-sweet')).toHaveAttribute('aria-selected', 'false');
      await expect(page.locator('#brunch-panel-sweet')).toBeHidden();
      await expect(fact).toHaveText('Showing: savoury');
      await page.locator('#brunch-trigger-coffee').click();
      await expect(fact).toHaveText('Showing: coffee');
      await expect(page.getByRole('tab', { selected: true, name: 'Coffee' })).toBeVisible();
    });

    test('[BLK-079] a menu without tabs is warned about and left out; the one-tab menu is a tab list of one', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      await expect(page.locator('#kids-trigger-kids')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#kids-list [role="tab"]')).toHaveCount(1);
      await expect.poll(() => warnings.join('\n')).toContain('Error decoding menu block data.');
      await expect(page.locator('[id^="empty"]')).toHaveCount(0);
    });
  });
}

test.describe('menu tabs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[BLK-010] [BLK-015] the server shows the first tab’s dishes; the other panels are hidden', async ({ page }) => {
    await page.goto('/demo/menu');
    await expect(page.locator('#dinner-trigger-starters')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#dinner-panel-starters')).toBeVisible();
    await expect(page.locator('#dinner-panel-starters')).toContainText('Burrata');
    for (const tab of ['mains', 'desserts', 'drinks']) await expect(page.locator(`#dinner-panel-${tab}`)).toBeHidden();
  });
});
