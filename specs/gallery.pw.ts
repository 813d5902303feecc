import { expect, test, type Page } from '@playwright/test';

const activeSlide = (page: Page, rootId: string) => page.locator(`[id="${rootId}"] .sqs-active-slide[data-part='slide']`);

test.describe('gallery in the browser', () => {
  test.use({ reducedMotion: 'reduce' });

  test('[GAL-080] Enter and Space on the previous and next controls act as a click', async ({ page }) => {
    await page.goto('/demo/gallery');
    await page.locator('[id="landscapes-next"]').press('Enter');
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-index', '1');
    await page.locator('[id="landscapes-next"]').press(' ');
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-index', '2');
    await page.locator('[id="landscapes-previous"]').press('Enter');
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-index', '1');
  });

  test('[GAL-004] [GAL-005] [GAL-008] history: each slide has its address, loading it shows that slide, Back goes back through slides', async ({ page }) => {
    await page.goto('/demo/gallery');
    await page.locator('[id="landscapes-next"]').click();
    await expect(page).toHaveURL(/\/demo\/gallery\/pine-ridge$/);
    expect(await page.evaluate(() => (history.state as { itemId?: string } | null)?.itemId)).toBe('pine-ridge');
    await page.locator('[id="landscapes-next"]').click();
    await expect(page).toHaveURL(/\/demo\/gallery\/salt-flats$/);
    await page.goBack();
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-slide-id', 'pine-ridge');
    await page.goto('/demo/gallery/night-market');
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-slide-id', 'night-market');
    await expect(page.locator('[id="landscapes"] [data-part="indicator"][aria-current="true"]')).toHaveCount(1);
  });

  test('[GAL-076] [GAL-065] damaged blocks render a notice with the error, the rest of the page renders', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/demo/gallery');
    await expect(page.locator('.sm-gallery-fallback')).toHaveCount(3);
    await expect(page.locator('[data-error="Error evaluating gallery block data."]')).toBeVisible();
    await expect(page.locator('[data-error="Error decoding gallery block data."]')).toBeVisible();
    expect(errors.join('\n')).toContain('These are not the gallery designs you are looking for (We could not find a design by the name mosaic).');
    await expect(page.locator('[id="places"]')).toBeVisible();
  });

  test('[GAL-077] [GAL-079] arrow keys move the gallery in view, not from an input, not when scrolled away', async ({ page }) => {
    await page.goto('/demo/carousel');
    await page.waitForFunction(() => document.querySelector('[id="objects"] img'));
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[id="objects"] [data-part="slide"][data-index="3"]')).toHaveClass(/sqs-active-slide/);
    await page.goto('/demo/gallery');
    await page.waitForFunction(() => document.querySelector('[id="landscapes"] img'));
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'probe');
      document.querySelector('main')?.prepend(input);
      input.focus();
    });
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page, 'landscapes')).toHaveAttribute('data-index', '0');
  });

  test('[GAL-011] [GAL-012] [GAL-057] carousel controls move by row and disable at the first and last rows', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/demo/carousel');
    const previous = page.locator('[id="objects-previous"]');
    const next = page.locator('[id="objects-next"]');
    await expect(previous).toHaveClass(/sqs-disabled/);
    await next.click();
    await next.click();
    await expect(page.locator('[id="objects"] .sqs-active-slide')).toHaveCount(2);
    await expect(next).toHaveClass(/sqs-disabled/);
  });

  test('[GAL-060] [GAL-070] a clicked strip slide becomes current and is brought to the middle', async ({ page }) => {
    await page.goto('/demo/strip');
    await page.locator('[id="views"] [data-part="slide"][data-index="1"] button').click();
    const slide = page.locator('[id="views"] [data-part="slide"][data-index="1"]');
    await expect(slide).toHaveClass(/sqs-active-slide/);
    const centre = await slide.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const view = element.closest('.sm-strip-viewport')?.getBoundingClientRect();
      return view ? Math.abs(box.left + box.width / 2 - (view.left + view.width / 2)) : 999;
    });
    expect(centre).toBeLessThan(2);
  });

  test('[GAL-014] a list slide with a click-through address goes there; others announce the slide for the lightbox', async ({ page }) => {
    await page.goto('/demo/list');
    await page.getByRole('button', { name: 'Open Linen shirt' }).click();
    await expect(page.getByTestId('products-activated')).toHaveText('The lightbox would open on slide 1.');
    await page.getByRole('button', { name: 'Go to Wool scarf' }).click();
    await expect(page).toHaveURL(/\/demo\/list#wool-scarf$/);
  });

  test('[TOUCH-002] [GAL-064] a swipe left on the slideshow goes next, a swipe right previous', async ({ page }) => {
    await page.goto('/demo/gallery');
    const stage = page.locator('[id="places"] .sm-slideshow-stage');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no stage');
    const swipe = (from: number, to: number) =>
      stage.evaluate((element, { from, to, y }) => {
        const fire = (type: string, x: number) =>
          element.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX: x, clientY: y, isPrimary: true }));
        fire('pointerdown', from);
        fire('pointerup', to);
      }, { from, to, y: box.y + box.height / 2 });
    await swipe(box.x + 300, box.x + 100);
    await expect(activeSlide(page, 'places')).toHaveAttribute('data-index', '1');
    await swipe(box.x + 100, box.x + 300);
    await expect(activeSlide(page, 'places')).toHaveAttribute('data-index', '0');
  });
});

test.describe('video embeds in the browser', () => {
  test('[MEDIA-024] [MEDIA-033] [MEDIA-025] the overlay shows the player; play and pause reach it by message; another video hides it', async ({ page }) => {
    await page.goto('/demo/video');
    await page.getByRole('button', { name: 'Play video: Big Buck Bunny' }).press('Enter');
    const player = page.frameLocator('section:has(#youtube-title) iframe');
    await expect(player.locator('#log')).toContainText('listening');
    await expect(player.locator('body')).toHaveAttribute('data-state', 'playing');
    await page.getByRole('button', { name: 'Play video: The New Vimeo Player' }).click();
    // [MEDIA-025] Showing the Vimeo video paused the YouTube player (kept loaded, hidden).
    await expect(player.locator('#log')).toContainText('pauseVideo');
    await expect(page.getByRole('button', { name: 'Play video: Big Buck Bunny' })).toBeVisible();
    const vimeo = page.frameLocator('section:has(#vimeo-title) iframe');
    await expect(vimeo.locator('#log')).toContainText('addEventListener');
    await page.getByRole('button', { name: 'Play video: Big Buck Bunny' }).click();
    await expect(player.locator('#log')).toContainText('playVideo');
  });

  test('[MEDIA-031] [MEDIA-029] invalid embeds show "Invalid video embed."; a script in an embed never runs', async ({ page }) => {
    await page.goto('/demo/video');
    await expect(page.getByText('Invalid video embed.')).toHaveCount(2);
    await page.getByRole('button', { name: 'Play video: Embed with a script' }).click();
    await expect(page.frameLocator('section:has(#script-title) iframe').locator('body')).toHaveAttribute('data-state', 'playing');
    expect(await page.title()).toBe('Video embed demo');
    await expect(page.locator('body')).not.toContainText('hijacked');
  });

  test('[MEDIA-027] a mode change reloads the player', async ({ page }) => {
    await page.goto('/demo/video');
    await page.getByRole('button', { name: 'Play video: Big Buck Bunny' }).click();
    const frame = page.locator('section:has(#youtube-title) iframe');
    await expect(frame).toHaveAttribute('data-loads', '0');
    await page.getByLabel('Mode').selectOption('fill');
    await expect(frame).toHaveAttribute('data-loads', '1');
    await expect(page.locator('section:has(#youtube-title) .sqs-video-wrapper')).toHaveAttribute('data-mode', 'fill');
  });

  test('[GAL-053] [GAL-054] a playing video slide pauses autoplay; leaving the slide resets it and autoplay comes back', async ({ page }) => {
    await page.goto('/demo/gallery');
    await page.locator('[id="landscapes"] [data-part="indicator"]').nth(3).dispatchEvent('click');
    await page.getByRole('button', { name: 'Play video: Film trailer' }).dispatchEvent('click');
    await expect(page.locator('[id="landscapes"]')).toHaveAttribute('data-autoplay', 'pausedForVideo');
    // [GAL-043] Index changes wait for the 0.5 s transition to end.
    await expect(page.locator('[id="landscapes"]')).not.toHaveAttribute('data-in-motion');
    await page.locator('[id="landscapes-next"]').dispatchEvent('click');
    await expect(page.locator('[id="landscapes"]')).toHaveAttribute('data-autoplay', 'running');
    await expect(page.locator('[id="landscapes-slide-3"] [data-scope="video"][data-part="root"]')).toHaveAttribute('data-state', 'overlay');
  });
});

test.describe('images in the browser', () => {
  test('[MEDIA-016] [MEDIA-020] [GAL-084] the grid requests only images near the viewport, each at the width step it needs, and nothing else', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.goto('/demo/grid');
    await page.waitForLoadState('networkidle');
    const images = requests.filter((url) => url.startsWith('/media/images/'));
    const near = await page.locator('[id="tiles"] .sm-image').evaluateAll((boxes) =>
      boxes.filter((box) => box.getBoundingClientRect().top <= innerHeight + 200).length,
    );
    expect(images.length).toBe(near);
    expect(images.length).toBeLessThan(40);
    for (const url of images) expect(url).toMatch(/\?format=(100|300|500|750|1000|1500|2500)w$/);
    expect(requests.filter((url) => !url.startsWith('/media/') && !url.startsWith('/assets/') && url !== '/demo/grid')).toEqual([]);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => requests.filter((url) => url.startsWith('/media/images/')).length).toBeGreaterThan(images.length);
  });

  test('[MEDIA-013] [MEDIA-022] plain-DOM images: the loading class while loading, and the catalogue errors', async ({ page }) => {
    await page.goto('/vanilla/images');
    await expect(page.locator('#errors li')).toHaveText([
      'No image',
      'not a valid node',
      'Element is not a valid image element',
      'Invalid or missing image source',
      'No root node',
      'No images',
    ]);
    await expect(page.locator('#photo')).toHaveAttribute('src', /\?format=\d+w$/);
    await expect(page.locator('#photo')).not.toHaveClass(/loading/);
  });
});
