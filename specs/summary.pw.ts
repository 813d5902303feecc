import { expect, test } from '@playwright/test';
import { axeOnce } from '../model-tests/playwright/axe.ts';

test.describe('events summary block', () => {
  test('[BLK-038] posts widgetJSON (type, id, value) and collectionId, form-encoded, and puts the upcoming events in place; no script from it runs', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/widget/GetWidgetRendering' && request.method() === 'POST');
    await page.goto('/demo/summary');
    const request = await posted;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(JSON.parse(fields.get('widgetJSON') ?? 'null')).toEqual({ type: 55, id: 'upcoming-events', value: { pageSize: 3, design: 'list' } });
    expect(fields.get('collectionId')).toBe('events');
    const block = page.locator('[id="upcoming"]');
    await expect(block).toHaveAttribute('data-state', 'rendered');
    const events = block.locator('.summary-event h3');
    await expect(events).toHaveText(['Harbour lights night walk', 'Fish market at dawn', 'Lighthouse open day']);
    // The server fallback is gone; the past event is not listed.
    await expect(block.getByRole('link', { name: 'See every upcoming event' })).toHaveCount(0);
    await expect(block).not.toContainText('spring cleanup');
    // The owner HTML's script, its image handlers and its javascript: link are all gone.
    await expect(block.locator('script')).toHaveCount(0);
    await expect(block.locator('[onerror], [onload]')).toHaveCount(0);
    await expect(block.getByText('Details')).not.toHaveAttribute('href', /.*/);
    await expect(block).toContainText('Meet the fishmongers.');
    expect(await page.evaluate(() => (window as Window & { __smWidgetScriptRan?: boolean }).__smWidgetScriptRan)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await axeOnce(page, '/demo/summary rendered');
  });

  test('[BLK-038] an unparsable widget answer leaves the fallback with a short message and a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/widget/GetWidgetRendering?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"htm": 42}' }));
    await page.goto('/demo/summary');
    const block = page.locator('[id="upcoming"]');
    await expect(block).toHaveAttribute('data-state', 'failed');
    await expect(block.getByRole('status')).toHaveText('The events could not be loaded. Please try again later.');
    await expect(block.getByRole('link', { name: 'See every upcoming event' })).toBeVisible();
    await expect.poll(() => warnings.some((line) => line.includes('The widget rendering answer has no html text:'))).toBe(true);
  });

  test('[BLK-038] an answer that is not JSON at all fails the same way', async ({ page }) => {
    await page.route('**/api/widget/GetWidgetRendering?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }));
    await page.goto('/demo/summary');
    await expect(page.locator('[id="upcoming"]')).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('[id="upcoming"]').getByRole('link', { name: 'See every upcoming event' })).toBeVisible();
  });
});
