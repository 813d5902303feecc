import { expect, test } from '@playwright/test';

// Issue 12: controlled components in Radix's convention, on /demo/controlled. The page owns the
// value: a change of its state reaches the machine; a visitor's action only asks (the callback),
// and the value holds until the page changes it. The page's checkbox makes it refuse requests.

const header = (page: import('@playwright/test').Page, name: string) => page.locator('[id="controlled-accordion"]').getByRole('button', { name });
const refuse = (page: import('@playwright/test').Page) => page.getByRole('checkbox', { name: 'The page accepts what the components ask for' }).uncheck();

test.describe('controlled components', () => {
  test('[BLK-001] accordion: the page opens every answer; a refused click asks and the answer stays open; an accepted one closes it', async ({ page }) => {
    await page.goto('/demo/controlled');
    await expect(header(page, 'How long does shipping take?')).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page, 'Can I return an item?')).toHaveAttribute('aria-expanded', 'false');
    // The page changes its value: the machine follows.
    await page.getByRole('button', { name: 'Open every answer' }).click();
    for (const name of ['How long does shipping take?', 'Can I return an item?', 'How do the sizes run?']) await expect(header(page, name)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close every answer' }).click();
    await expect(header(page, 'How long does shipping take?')).toHaveAttribute('aria-expanded', 'false');
    // The visitor asks; the page refuses: the callback fires, the value holds.
    await refuse(page);
    await header(page, 'Can I return an item?').click();
    await expect(page.locator('[data-fact="asked"]')).toHaveText('Last request: accordion open: returns');
    await expect(header(page, 'Can I return an item?')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-fact="accordion-value"]')).toHaveText('Open: none');
    // Accepted, the same click opens it.
    await page.getByRole('checkbox', { name: 'The page accepts what the components ask for' }).check();
    await header(page, 'Can I return an item?').click();
    await expect(header(page, 'Can I return an item?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-fact="accordion-value"]')).toHaveText('Open: returns');
  });

  test('[GAL-041] gallery: the page shows a slide; a refused Next asks for the next slide and the shown one stays', async ({ page }) => {
    await page.goto('/demo/controlled');
    const gallery = page.locator('[id="controlled-gallery"]');
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(gallery.locator('.sqs-active-slide')).toHaveAttribute('data-index', '2');
    // The fade to it ends first: a step while the gallery moves is refused by its rules, asked or not.
    await expect(page.locator('[id="controlled-gallery"][data-in-motion]')).toHaveCount(0);
    await refuse(page);
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('[data-fact="asked"]')).toHaveText('Last request: gallery index: 3');
    await expect(gallery.locator('.sqs-active-slide')).toHaveAttribute('data-index', '2');
    await expect(page.locator('[data-fact="gallery-index"]')).toHaveText('Slide shown: 3');
  });

  test('[LBX-006] lightbox: the page opens it at picture 2; a refused Esc asks to close and it stays open', async ({ page }) => {
    await page.goto('/demo/controlled');
    await refuse(page);
    await page.getByRole('button', { name: 'Open the lightbox at picture 2' }).click();
    const lightbox = page.locator('[id="controlled-lightbox"]');
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect(lightbox.locator('[data-part="counter"]')).toContainText('2 / 4');
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-fact="asked"]')).toHaveText('Last request: lightbox open: false');
    await expect(lightbox).toHaveAttribute('data-state', 'open');
  });

  test('[LBX-006] [LBX-009] lightbox defaultOpen: it opens at defaultIndex once mounted, then belongs to the visitor (Esc closes it and the page is told)', async ({ page }) => {
    await page.goto('/demo/controlled');
    await page.getByRole('button', { name: 'Add a lightbox that starts open at picture 3' }).click();
    const lightbox = page.locator('[id="default-open-lightbox"]');
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect(lightbox.locator('[data-part="counter"]')).toContainText('3 / 4');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(page.locator('[data-fact="asked"]')).toHaveText('Last request: default-open lightbox open: false');
  });
});
