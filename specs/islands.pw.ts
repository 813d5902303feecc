import { expect, test, type Page, type Route } from '@playwright/test';

// Issue 20, item 2: blocks wake when they are needed. /demo/islands has a long read, then an
// accordion, a swipe slideshow, a list gallery with a click-through link and a newsletter form,
// each an island (adapters/react/Island.tsx). Chunks are Vite's, named after their module.
const ACCORDION_CHUNK = /\/AccordionBlock-[\w-]+\.js$/;
const GALLERY_CHUNK = /\/GalleryBlock-[\w-]+\.js$/;
const FORM_CHUNK = /\/ContactFormBlock-[\w-]+\.js$/;

/** The CPU slowed ×4, as Lighthouse's phone: what the press tests run on. */
async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every request for `chunk` until `release()`: the block is pressed while its code is on the way. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(chunk, async (route: Route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

const island = (page: Page, name: string, nth = 0) => page.locator(`[data-island="${name}"]`).nth(nth);

test.describe('blocks that wake when needed', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page);
  });

  test('a block below the first screen has no code at load; scrolling it near loads and hydrates it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/demo/islands');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => ACCORDION_CHUNK.test(url) || GALLERY_CHUNK.test(url) || FORM_CHUNK.test(url))).toEqual([]);
    // The server's markup is there and readable before any code.
    await expect(page.getByRole('button', { name: 'Is the path suitable for children?' })).toHaveCount(1);
    await expect(island(page, 'accordion')).not.toHaveAttribute('data-island-hydrated', '');
    const fetched = page.waitForRequest(ACCORDION_CHUNK);
    await island(page, 'accordion').scrollIntoViewIfNeeded();
    await fetched;
    await expect(island(page, 'accordion')).toHaveAttribute('data-island-hydrated', '');
  });

  test('a press on an accordion header before its block woke opens it once the code arrives', async ({ page }) => {
    const held = await holdChunk(page, ACCORDION_CHUNK);
    await page.goto('/demo/islands');
    const header = page.getByRole('button', { name: 'Is the path suitable for children?' });
    await header.click();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    held.release();
    await expect(island(page, 'accordion')).toHaveAttribute('data-island-hydrated', '');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  });

  test('a key pressed on a block before it woke is handled once it does', async ({ page }) => {
    const held = await holdChunk(page, ACCORDION_CHUNK);
    await page.goto('/demo/islands');
    const first = page.getByRole('button', { name: 'Is the path suitable for children?' });
    await first.focus();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    held.release();
    await expect(island(page, 'accordion')).toHaveAttribute('data-island-hydrated', '');
    // [BLK-001] Down moves focus to the next header (the WAI-ARIA accordion pattern).
    await expect(page.getByRole('button', { name: 'Can I bring a dog?' })).toBeFocused();
  });

  test('a button pressed before its slideshow woke moves the slideshow once it does', async ({ page }) => {
    const held = await holdChunk(page, GALLERY_CHUNK);
    await page.goto('/demo/islands');
    const gallery = page.locator('[id="walk-gallery"]');
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    held.release();
    await expect(island(page, 'gallery')).toHaveAttribute('data-island-hydrated', '');
    await expect(gallery.locator('[data-part="slide"][data-state="active"]')).toHaveAttribute('data-index', '1');
  });

  test('a link in a block that has not woken works as a link', async ({ page }) => {
    await holdChunk(page, GALLERY_CHUNK);
    await page.goto('/demo/islands');
    await page.locator('[id="walk-shops-list"]').getByRole('link', { name: /Wool scarf/ }).click();
    await expect(page).toHaveURL(/\/demo\/list#wool-scarf$/);
  });

  test('text typed into a form field before its block woke stays, and the form submits', async ({ page }) => {
    const held = await holdChunk(page, FORM_CHUNK);
    await page.goto('/demo/islands');
    const email = page.getByRole('textbox', { name: /Email address/ });
    await email.click();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    await email.pressSequentially('walker@example.com');
    held.release();
    await expect(island(page, 'contact-form')).toHaveAttribute('data-island-hydrated', '');
    await expect(email).toHaveValue('walker@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Thank you for signing up!')).toBeVisible();
  });

  test('a form submitted before its block woke is sent once it does, with what was typed', async ({ page }) => {
    const held = await holdChunk(page, FORM_CHUNK);
    await page.goto('/demo/islands');
    const email = page.getByRole('textbox', { name: /Email address/ });
    await email.click();
    await email.pressSequentially('early@example.com');
    await email.press('Enter');
    await expect(page).toHaveURL(/\/demo\/islands$/);
    held.release();
    await expect(page.getByText('Thank you for signing up!')).toBeVisible();
  });

  test('no hydration message on the page', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.goto('/demo/islands');
    for (const name of ['accordion', 'gallery', 'contact-form']) {
      await island(page, name).scrollIntoViewIfNeeded();
      await expect(island(page, name)).toHaveAttribute('data-island-hydrated', '');
    }
    expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
});
