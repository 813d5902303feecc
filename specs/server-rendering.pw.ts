import { expect, test, type Page } from '@playwright/test';
import { routes } from '../examples/site/routes.ts';

/** Every page of the React site (the benchmark pages of 1,000 items too: they are pages like any other). */
const pages = routes.map((route) => route.path);

/** React's hydration complaints, in development and production builds (minified error numbers). */
const HYDRATION = /hydrat|did not match|server rendered|#418|#419|#421|#422|#423|#425/i;

/** Pictures in the page's main content that are displayed, and whether each has loaded. */
async function pictures(page: Page): Promise<{ shown: number; loaded: number; src: string[] }> {
  return page.locator('main img').evaluateAll((images: HTMLImageElement[]) => {
    const shown = images.filter((image) => image.checkVisibility() && image.getBoundingClientRect().width > 0);
    const loaded = shown.filter((image) => image.complete && image.naturalWidth > 0);
    return { shown: shown.length, loaded: loaded.length, src: shown.filter((image) => !loaded.includes(image)).map((image) => image.currentSrc || image.src) };
  });
}

test.describe('pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const path of pages) {
      test(`${path}: the main content is there, pictures loaded`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Every picture the page shows has arrived (a lazy one's <noscript> copy included).
        await expect.poll(async () => (await pictures(page)).src).toEqual([]);
      });
    }

    test('/demo/gallery: the slideshow shows its first picture, at a width step from its srcset', async ({ page }) => {
      await page.goto('/demo/gallery');
      const first = page.locator('#landscapes [data-index="0"] img').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('srcset', /format=1500w 1500w/);
      await expect(first).toHaveAttribute('sizes', 'min(44rem, 100vw - 2.5rem)');
      // Visible (it has its box) before it has arrived: wait for the picture itself.
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });

    test('[BLK-001] /demo/accordion: the open answer is readable, the questions are buttons', async ({ page }) => {
      await page.goto('/demo/accordion');
      await expect(page.getByRole('button', { name: 'Materials' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('Organic cotton, recycled polyester thread.')).toBeVisible();
    });

    test('[FORM-001] /demo/form: the fields and their labels are in the page', async ({ page }) => {
      await page.goto('/demo/form');
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    });

    test('[COOK-039] /demo/cookie-banner: the banner is in the page for a visitor without consent', async ({ page }) => {
      await page.goto('/demo/cookie-banner');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toContainText('By using this website, you agree to our use of cookies.');
    });
  });

  test.describe('with JavaScript', () => {
    for (const path of pages) {
      test(`${path}: hydrates without a hydration message or a page error`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (HYDRATION.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        await page.goto(path);
        // Hydration is done when React has attached its handlers to the root.
        await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(problems).toEqual([]);
      });
    }

    // A click the moment the page has loaded (where `page.goto` hands over to a test, and where a
    // visitor's first tap can land) is taken: React listens on the page before its load event
    // and hydrates at once for the click. With hydration after an awaited import() it was lost.
    const clickAtLoad = async (page: Page, path: string, selector: string) => {
      await page.addInitScript((target) => {
        addEventListener('load', () => document.querySelector<HTMLElement>(target)?.click());
      }, selector);
      await page.goto(path);
    };

    test('/demo/accordion: a question clicked the moment the page has loaded opens', async ({ page }) => {
      await clickAtLoad(page, '/demo/accordion', '#faq-trigger-returns');
      await expect(page.locator('#faq-trigger-returns')).toHaveAttribute('aria-expanded', 'true');
    });

    test('/demo/dialogs: a button clicked the moment the page has loaded shows its dialog', async ({ page }) => {
      await clickAtLoad(page, '/demo/dialogs', 'section[aria-labelledby="system-error-title"] button');
      await expect(page.getByRole('alertdialog')).toBeVisible();
    });

    test('a consent cookie the server reads renders the page without the banner, on both sides', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL ?? '' }]);
      const html = await (await page.request.get('/demo/cookie-banner')).text();
      expect(html).not.toContain('By using this website, you agree to our use of cookies.');
      await page.goto('/demo/cookie-banner');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    });
  });

  test('responses are compressed and hashed assets cached for good', async ({ request }) => {
    const page = await request.get('/demo/gallery', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const html = await page.text();
    expect(html).toMatch(/<title>Gallery slideshow demo<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // Every script the page links (its entry and the modules it preloads): hashed, so cached for
    // good; compressed once it is worth it (the server leaves bodies under 512 B as they are).
    const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="(\/assets\/[^"]+\.js)">/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      if ((await asset.body()).length >= 512) expect(asset.headers()['content-encoding'], script).toBe('gzip');
    }
    // React DOM comes in the runtime chunk (with React, XState and the site shell: issue 20).
    const reactDom = scripts.find((script) => /\/runtime-[\w-]+\.js$/.test(script));
    expect(reactDom, 'the page preloads the runtime chunk (React DOM)').toBeDefined();
    expect((await request.get(reactDom ?? '', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });

  test('a page loads the code of its own blocks only: no gallery code on the form page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/demo/form');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(scripts.some((path) => /GalleryBlock|Lightbox/.test(path))).toBe(false);
    expect(scripts.some((path) => /FormDemo/.test(path))).toBe(true);
  });
});
