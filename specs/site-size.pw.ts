import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Request } from '@playwright/test';
import { ERROR_REPORT_PATH } from '../machines/error-reporter/constants.ts';

// Issue 26's size budgets (issue 20 item 3): what a published site page ships at first, proven on
// the built site (`npm run build:site`): no page's scripts carry the site's page data (the server
// decodes it and embeds it in the page that shows it), and what moved out of a page's first
// script (the cart, the error reporter, the session) still acts, with no press lost.

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = { '/': 'home', '/menu': 'menu', '/shop': 'shop', '/cart': 'cart', '/book': 'book', '/gallery': 'gallery', '/contact': 'contact' } as const;
const readJson = (file: string): unknown => JSON.parse(readFileSync(`${root}${file}`, 'utf8'));

/** Every text of a JSON value (keys aside). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

/**
 * The texts only this page's JSON holds (no other page's, not the site's settings): long enough
 * to be the page's own copy, and plain (no character HTML or JSON would escape).
 */
function ownTexts(path: keyof typeof PAGES): string[] {
  const others = [...Object.entries(PAGES).filter(([other]) => other !== path).map(([, name]) => readJson(`examples/site-data/pages/${name}.json`)), readJson('examples/site-data/site.json')].map(
    (value) => JSON.stringify(value),
  );
  return texts(readJson(`examples/site-data/pages/${PAGES[path]}.json`)).filter((text) => text.length >= 24 && /^[^&<>"'\\]+$/.test(text) && others.every((other) => !other.includes(text)));
}

/** Every script the site's build holds, by file name. */
function builtScripts(): Map<string, string> {
  const assets = `${root}dist/site/assets/`;
  return new Map(readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(`${assets}${name}`, 'utf8')]));
}

/** The site's chunks a page fetched, by their module's name (`HeaderCartBlock` for `assets/HeaderCartBlock-<hash>.js`). */
function chunksFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/assets\/([A-Za-z-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

/** Holds the site's chunk `name` on its way until the returned `release` is called (a press then lands on the server's markup). */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the published site ships each page its own data and first screen only', () => {
  test('no page’s scripts carry another page’s data: each page’s own copy is in its own HTML only, and in no script of the build', async ({ request }) => {
    const scripts = builtScripts();
    expect(scripts.size).toBeGreaterThan(0);
    const html = new Map<string, string>();
    for (const path of Object.keys(PAGES)) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      html.set(path, await answer.text());
    }
    for (const path of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const own = ownTexts(path);
      const shown = own.filter((text) => html.get(path)?.includes(text));
      expect(shown.length, `${path}: texts of its own JSON in its HTML`).toBeGreaterThan(0);
      for (const text of shown) {
        for (const [other, otherHtml] of html) if (other !== path) expect(otherHtml.includes(text), `"${text}" (${path}'s data) in ${other}'s HTML`).toBe(false);
      }
      for (const text of own) {
        for (const [name, script] of scripts) expect(script.includes(text), `"${text}" (${path}'s data) in the script ${name}`).toBe(false);
      }
    }
  });

  test('a press on the header’s cart element before its code has woken is not lost: the link takes the visitor to the basket', async ({ page }) => {
    const fetched = chunksFetched(page);
    // The header's cart element's code (it comes with the cart's, SiteCartRunner) is held on its way: the press lands on the server's markup.
    const release = await holdChunk(page, 'SiteCartRunner');
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const element = page.locator('header [data-scope="cart"][data-part="element"]');
    await expect.poll(() => fetched.includes('SiteCartRunner')).toBe(true);
    await expect(element).not.toHaveAttribute('data-initialized', '');
    await page.locator('header [data-scope="cart"] a').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    // The basket page runs its cart from its first render: its header's element reads the cart.
    await expect(element).toHaveAttribute('data-initialized', '');
  });

  test('the menu page’s first script has no cart: the header’s cart element wakes after load, reads the cart and counts what the shop adds', async ({ page }) => {
    const fetched = chunksFetched(page);
    await page.goto('/shop');
    await expect(page.locator('header [data-scope="cart"][data-part="element"]')).toHaveAttribute('data-initialized', '');
    const before = Number(await page.locator('header [data-scope="cart"][data-part="count"]').textContent());
    await page.getByRole('button', { name: /to basket/ }).first().click();
    await expect(page.locator('header [data-scope="cart"][data-part="count"]')).toHaveText(String(before + 1));
    fetched.length = 0;
    await page.goto('/menu');
    await expect(page.locator('header [data-scope="cart"][data-part="element"]')).toHaveAttribute('data-initialized', '');
    await expect(page.locator('header [data-scope="cart"][data-part="count"]')).toHaveText(String(before + 1));
    // The cart came as chunks of their own, after the page's scripts.
    expect(fetched).toContain('SiteCartRunner');
  });

  test('an anonymous visitor’s page fetches no session code; every uncaught error, those caught while the reporter’s code came included, is reported once', async ({ page }) => {
    const fetched = chunksFetched(page);
    const reported: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ERROR_REPORT_PATH) reported.push(request.postData() ?? '');
    });
    page.on('pageerror', () => {});
    await page.goto('/menu');
    await expect(page.locator('header [data-scope="cart"][data-part="element"]')).toHaveAttribute('data-initialized', '');
    expect(fetched).not.toContain('SiteSessionRunner');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('site-size first failure');
      });
      setTimeout(() => {
        throw new Error('site-size second failure');
      });
    });
    // Each report's message, from every call to the error endpoint (a JSON array of reports).
    const messages = () => reported.flatMap((body) => (JSON.parse(body) as { data: { message: string } }[]).map((report) => report.data.message));
    await expect.poll(() => messages().filter((message) => /site-size (first|second) failure/.test(message)).length).toBe(2);
    expect(messages().filter((message) => message.includes('site-size first failure'))).toHaveLength(1);
    expect(messages().filter((message) => message.includes('site-size second failure'))).toHaveLength(1);
  });

  test('[NAV-004] an owner’s Esc pressed before the session’s code has come is kept and acts once it has: the configuration area opens on this page', async ({ page, context, baseURL }) => {
    const owner = { loggedIn: true, websiteSettings: true, developerMode: false, cloneable: false, websiteRoles: [], useEscapeKeyToLogin: false, editor: false };
    await context.addCookies([{ name: 'sm-demo-page-context', value: JSON.stringify(owner), url: baseURL ?? '' }]);
    const fetched = chunksFetched(page);
    const release = await holdChunk(page, 'SiteSessionRunner');
    await page.goto('/menu');
    // Hydrated (the header's cart element has read the cart), the session's code asked for and held.
    await expect(page.locator('header [data-scope="cart"][data-part="element"]')).toHaveAttribute('data-initialized', '');
    await expect.poll(() => fetched.includes('SiteSessionRunner')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/menu$/);
    release();
    await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fmenu$/);
  });

  test('[LBX-001] the gallery page’s first script has no gallery: a press on a picture before the gallery’s code has come is kept, the lightbox opens on it', async ({ page }) => {
    const fetched = chunksFetched(page);
    const release = await holdChunk(page, 'GalleryBlock');
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The gallery is on the first screen: its island wakes at once and asks for its code, which is held.
    await expect.poll(() => fetched.includes('GalleryBlock')).toBe(true);
    const island = page.locator('[data-island="site-gallery"]');
    await expect(island).toHaveAttribute('data-island-woken', '');
    await expect(island).not.toHaveAttribute('data-island-hydrated', '');
    await page.getByRole('button', { name: 'Open Croissants' }).click();
    release();
    await expect(island).toHaveAttribute('data-island-hydrated', '');
    const lightbox = page.locator('[data-scope="lightbox"][data-part="root"]');
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect(lightbox.locator('[data-part="counter"]')).toHaveText('3 / 7 · Croissants');
  });

  test('[LBX-001] an address whose hash names a picture (only the browser sees it) opens the lightbox on it with the page', async ({ page }) => {
    await page.goto('/gallery#itemId=croissants');
    const lightbox = page.locator('[data-scope="lightbox"][data-part="root"]');
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect(lightbox.locator('[data-part="counter"]')).toHaveText('3 / 7 · Croissants');
  });

  test('[COOK-011] the banner starts from the consent the server decoded from the request, then reads the browser’s cookie with its codec, fetched after load', async ({ page, context, baseURL, playwright }) => {
    const fetched = chunksFetched(page);
    // The page as a cache would keep it: rendered for a request that carried no consent cookie.
    const anonymous = await playwright.request.newContext({ baseURL });
    const cached = await (await anonymous.get('/menu')).text();
    await anonymous.dispose();
    expect(cached).toContain('"consent":null');
    expect(cached).toContain('aria-label="Cookie consent"');
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL ?? '' }]);
    await page.route(/\/menu$/, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cached }));
    await page.goto('/menu');
    await expect.poll(() => fetched.includes('consent-decoder')).toBe(true);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
});
