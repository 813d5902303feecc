import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { autorowsLayout } from '../machines/gallery/autorows.ts';

/** Layout shifts the page has had since it started (the Layout Instability API's entries, without those right after input). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('autorows in Chromium (GAL-091)', () => {
  for (const [url, width] of [['/demo/autorows', 1000], ['/demo/autorows', 700], ['/demo/autorows', 390], ['/vanilla/gallery-autorows', 1000], ['/vanilla/gallery-autorows', 390]] as const) {
    test(`[GAL-091] ${url} at a ${width} px window: the browser's rows are the pure rule's, within 1 px, and nothing shifts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const shifts = await watchShifts(page);
      await page.goto(url);
      const items = page.locator('[id="journal"] [data-part="items"]');
      await expect(items).toBeVisible();
      const measured = await items.evaluate((list) => {
        const box = list.getBoundingClientRect();
        const slides = [...list.querySelectorAll<HTMLElement>(':scope > [data-part="slide"]')];
        return {
          width: box.width,
          cells: slides.map((slide) => {
            const cell = slide.getBoundingClientRect();
            const picture = slide.querySelector('.sm-image')!.getBoundingClientRect();
            return { left: cell.left - box.left, top: cell.top - box.top, width: cell.width, height: picture.height };
          }),
        };
      });
      // The demo's pictures, in order (examples/content/gallery-demo.ts): their ratios.
      const ratios = [1500 / 1000, 900 / 1200, 2400 / 800, 1, 800 / 1200, 1600 / 900, 1200 / 900, 1000 / 1500, 1800 / 1000, 900 / 1300, 1500 / 1000, 1600 / 1000, 1];
      const expected = autorowsLayout(ratios, measured.width);
      expect(measured.cells).toHaveLength(ratios.length);
      measured.cells.forEach((cell, index) => {
        const box = expected.boxes[index]!;
        for (const key of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(cell[key] - box[key]), `picture ${index} ${key}: ${cell[key]} vs ${box[key]}`).toBeLessThanOrEqual(1);
      });
      // Every row but the last fills the width; the last keeps 250 px.
      expect(expected.rows.at(-1)?.height).toBe(250);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await shifts()).toBe(0);
    });
  }

  test('[GAL-091] the server\'s HTML lays the rows out before any script: the same boxes without JavaScript', async ({ browser }) => {
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1000, height: 900 } });
      const page = await context.newPage();
      await page.goto('/demo/autorows');
      const result = await page.locator('[id="journal"] [data-part="slide"]').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().toJSON() as DOMRect));
      await context.close();
      return result.map(({ x, y, width, height }) => [Math.round(x), Math.round(y), Math.round(width), Math.round(height)]);
    };
    expect(await boxes(true)).toEqual(await boxes(false));
  });

  test('[GAL-091] the autorows page passes axe, and its lightbox opens from a picture', async ({ page }) => {
    await page.goto('/demo/autorows');
    await axe(page);
    await page.locator('[id="journal"] [data-slide-id="fig-tree"] button').click();
    await expect(page.locator('[id="journal-lightbox"]')).toHaveAttribute('data-state', 'open');
  });
});

test('[GAL-001] every layout renders in Chromium, with its pictures', async ({ page }) => {
  const pages: [string, string, string][] = [
    ['/demo/gallery', 'landscapes', 'stacked'],
    ['/demo/carousel', 'objects', 'carousel'],
    ['/demo/grid', 'tiles', 'grid'],
    ['/demo/strip', 'views', 'strip'],
    ['/demo/list', 'products', 'list'],
    ['/demo/autocolumns', 'textures', 'autocolumns'],
    ['/demo/autorows', 'journal', 'autorows'],
    ['/demo/autorows', 'contact-sheet', 'autogrid'],
    ['/demo/autorows', 'two-more', 'base'],
  ];
  for (const [path, id, layout] of pages) {
    await page.goto(path);
    const root = page.locator(`[id="${id}"]`);
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-layout', layout);
    await expect(root).toBeVisible();
    // Its first picture has arrived and is drawn.
    const first = root.locator('[data-part="slide"] img').first();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: `${path} #${id}` }).toBe(true);
    expect((await first.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  }
});

test('[GAL-032] lazyLoad off: every slide\'s picture loads with the gallery; on: the current slide and its neighbour only', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 2400 });
  // The clock stands still: the first slideshow's autoplay does not move it while this looks.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto('/demo/gallery');
  const picture = (gallery: string, index: number) => page.locator(`[id="${gallery}-slide-${index}"] .sm-image`);
  // Off (the ken-burns slideshow): all four pictures, though one shows.
  for (const index of [0, 1, 2, 3]) await expect(picture('night-walk', index)).toHaveAttribute('data-status', 'loaded');
  // On (the first slideshow): the current slide and the next; the others have no picture yet.
  await expect(picture('landscapes', 1)).toHaveAttribute('data-status', 'loaded');
  for (const index of [2, 4, 5]) await expect(picture('landscapes', index)).toHaveCount(0);
});

test.describe('the image block (BLK-066..069)', () => {
  test('[BLK-066] under 415 px a block stacks its picture over its text, the machine says narrow, and the page passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/demo/image-blocks');
    const wide = page.locator('[id="card"]');
    const narrow = page.locator('[id="narrow-card"]');
    await expect(narrow).toHaveAttribute('data-narrow', '');
    await expect(wide).not.toHaveAttribute('data-narrow', '');
    const beside = async (id: string) =>
      page.locator(`[id="${id}"]`).evaluate((root) => {
        const media = root.querySelector('[data-part="media"]')!.getBoundingClientRect();
        const content = root.querySelector('[data-part="content"]')!.getBoundingClientRect();
        return content.left >= media.right - 1 ? 'beside' : content.top >= media.bottom - 1 ? 'under' : 'other';
      });
    expect(await beside('card')).toBe('beside');
    expect(await beside('narrow-card')).toBe('under');
    await axe(page);
    // A phone's window: every variant's block is under 415 px.
    await page.setViewportSize({ width: 400, height: 900 });
    for (const id of ['card', 'overlap', 'collage']) await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-narrow', '');
    expect(await beside('card')).toBe('under');
  });

  test('[BLK-066] the narrow layout is the server\'s too: no shift when a narrow block wakes', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 900 });
    const shifts = await watchShifts(page);
    await page.goto('/demo/image-blocks');
    await expect(page.locator('[id="inline"]')).toHaveAttribute('data-narrow', '');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shifts()).toBe(0);
  });

  test('[BLK-067] text at 13 px or less gets the min-font class; larger text does not', async ({ page }) => {
    await page.goto('/demo/image-blocks');
    const poster = page.locator('[id="poster"]');
    await expect(poster).toHaveAttribute('data-scope', 'image-block');
    await expect(poster).not.toHaveClass(/sm-image-block--min-font/);
    // The site's text gets smaller (a reader's setting, a theme): measured again as the block resizes.
    await page.addStyleTag({ content: '[id="poster"] [data-part="body"] { font-size: 12px }' });
    await page.setViewportSize({ width: 700, height: 720 });
    await expect(poster).toHaveClass(/sm-image-block--min-font/);
    await page.addStyleTag({ content: '[id="poster"] [data-part="body"] { font-size: 14px }' });
    await page.setViewportSize({ width: 680, height: 720 });
    await expect(poster).not.toHaveClass(/sm-image-block--min-font/);
  });

  test('[BLK-068] [BLK-069] a video\'s box is 100 / ratio (or 65 %) tall before it loads; its player comes once half the block is seen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto('/demo/image-blocks');
    const ratio = (id: string) => page.locator(`[id="${id}"] [data-part="video"]`).evaluate((box) => box.getBoundingClientRect().height / box.getBoundingClientRect().width);
    expect(await ratio('kitchen-film')).toBeCloseTo(9 / 16, 2);
    expect(await ratio('garden-film')).toBeCloseTo(0.65, 2);
    const frame = page.locator('[id="garden-film"] [data-part="frame"]');
    await expect(frame).not.toHaveAttribute('src', /.+/);
    await expect(page.locator('[id="garden-film"]')).not.toHaveAttribute('data-seen', '');
    await page.locator('[id="garden-film"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[id="garden-film"]')).toHaveAttribute('data-seen', '');
    await expect(frame).toHaveAttribute('src', '/media/player.html?provider=other');
  });
});

test.describe('the shape block (BLK-071..073)', () => {
  test('[BLK-072] [BLK-073] [BLK-071] pictures are cropped to their shapes (outside the shape the page shows through), drawn shapes fill their boxes, and the page passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 1400 });
    await page.goto('/demo/shapes');
    const figures = page.locator('[data-scope="shape-block"][data-part="root"]');
    await expect(figures).toHaveCount(15);
    // The circle: the picture answers at its centre, not at its corner (a clip path clips hit-testing too).
    const hit = await page.locator('[id="mask-1"]').evaluate((figure) => {
      const box = figure.getBoundingClientRect();
      const media = figure.querySelector('[data-part="media"]')!;
      const at = (x: number, y: number) => media.contains(document.elementFromPoint(x, y));
      return { centre: at(box.left + box.width / 2, box.top + box.height / 2), corner: at(box.left + 3, box.top + 3) };
    });
    expect(hit).toEqual({ centre: true, corner: false });
    // [BLK-071] The portrait preset is 150 % as tall as wide; the slider's default 50 %.
    const ratio = (id: string) => page.locator(`[id="${id}"]`).evaluate((figure) => figure.getBoundingClientRect().height / figure.getBoundingClientRect().width);
    expect(await ratio('mask-3')).toBeCloseTo(1.5, 2);
    expect(await ratio('drawn-4')).toBeCloseTo(0.5, 2);
    await expect(page.locator('[id="drawn-3"] svg')).toHaveAttribute('role', 'img');
    await axe(page);
  });
});

test('[BLK-066] [BLK-072] the plain-DOM page renders the same blocks from the same connect: variants, a narrow block, clipped shapes, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/vanilla/image-blocks');
  const blocks = page.locator('[data-scope="image-block"][data-part="root"]');
  await expect(blocks).toHaveCount(7);
  await expect(blocks.nth(2)).toHaveAttribute('data-variant', 'card');
  await expect(page.locator('[id="vanilla-poster"]')).toHaveAttribute('data-variant-id', '1013');
  await expect(page.locator('[data-scope="shape-block"][data-part="root"]')).toHaveCount(15);
  await expect(page.locator('[id="vanilla-shape-1"] [data-part="media"]')).toHaveCSS('clip-path', 'url("#vanilla-shape-1-clip-path")');
  await expect(page.locator('[id="vanilla-shape-1-clip-path"]')).toHaveAttribute('clipPathUnits', 'objectBoundingBox');
  await axe(page);
  await page.setViewportSize({ width: 400, height: 900 });
  await expect(page.locator('[id="vanilla-card"]')).toHaveAttribute('data-narrow', '');
});
