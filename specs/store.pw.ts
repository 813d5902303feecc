import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { CURRENCIES, formatMoney } from '../machines/index.ts';
import { CURRENCY_CODES } from '../machines/store/currencies.ts';

/** React's hydration complaints, in development and production builds (minified error numbers). */
const HYDRATION = /hydrat|did not match|server rendered|#418|#419|#421|#422|#423|#425/i;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** What each card says, in page order: the text a visitor (and a screen reader) gets. */
const cardTexts = (page: Page) => page.locator('article[data-scope="product-card"]').evaluateAll((cards) => cards.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));

test.describe('/demo/store', () => {
  test('[STORE-021] [STORE-023] [STORE-030] the server\'s HTML has every price, in each shop\'s currency', async ({ request }) => {
    const html = await (await request.get('/demo/store')).text();
    // The sale price beside the struck-through regular price, in dollars, yen and euros.
    expect(html).toMatch(/>\$96\.00<\/span> <span [^>]*>Regular price <\/span><s [^>]*>\$120\.00<\/s>/);
    expect(html).toMatch(/>¥9,600<\/span> <span [^>]*>Regular price <\/span><s [^>]*>¥12,000<\/s>/);
    expect(html).toContain('>from $25.00<');
    expect(html).toContain('>from ¥3,200<');
    expect(html).toContain('>from €30.00<');
    expect(html).toContain('>¥1,500<');
    expect(html).toContain('>renews every month<');
    expect(html).toContain('>every 2 weeks for 6 payments<');
    expect(html).toContain('>renews every year for 3 payments<');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[STORE-017] [STORE-019] [STORE-031] [STORE-032] the cards show their prices, marks and units before any script', async ({ page }) => {
      await page.goto('/demo/store');
      await expect(card(page, 'Harbour at dawn')).toContainText('from $25.00');
      await expect(card(page, 'Harbour at dawn')).toContainText('0.5 lbs · 12" × 16" × 0.5"');
      await expect(card(page, 'Lighthouse').getByText('Sold out', { exact: true })).toBeVisible();
      await expect(card(page, 'Lighthouse')).toHaveAttribute('data-sold-out', '');
      await expect(card(page, 'Glacier tongue, framed').getByText('Sale', { exact: true })).toBeVisible();
      await expect(card(page, 'Tulip field')).toContainText('0.3 kg · 30 cm × 42 cm × 1 cm');
      await expect(card(page, 'Studio visit')).toContainText('Sold out');
    });
  });

  test('[STORE-019] [STORE-020] a screen reader hears which price is the sale price and which the regular one; sighted visitors see no label', async ({ page }) => {
    await page.goto('/demo/store');
    const price = card(page, 'Glacier tongue, framed').locator('[data-part="price"]');
    await expect(price).toMatchAriaSnapshot('- paragraph: Sale price $96.00 Regular price $120.00');
    await expect(card(page, 'Night city, digital download').locator('[data-part="price"]')).toMatchAriaSnapshot('- paragraph: Sale price $9.00 Regular price $15.00');
    // The labels take no room on screen; the regular price is struck through.
    const label = price.locator('[data-part="price-label"]').first();
    const box = await label.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
    await expect(price.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('hydrates without a hydration message or a page error, and axe finds no violation', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION.test(message.text()) || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto('/demo/store');
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(problems).toEqual([]);
    // The browser formats the same prices as the server did (its own ICU, the spec's separators).
    await expect(card(page, 'Salt flats, framed')).toContainText('¥9,600');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('/demo/store: the header cart and the collections as islands', () => {
  test('[STORE-044] [STORE-046] [STORE-047] [STORE-049] the header cart element is there at once; 150 stickers make it show 100+ and say more than 100 items', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION.test(message.text()) || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto('/demo/store');
    const element = page.locator('[data-scope="cart"][data-part="element"]');
    // [STORE-049] The element is hydrated with the page (first screen) and marked after its first read.
    await expect(element).toHaveAttribute('data-initialized', '');
    await expect(element.getByRole('link', { name: 'Cart: 0 items, $0.00' })).toBeVisible();
    // The collections are islands: the first wakes on the first screen, the last only when near.
    const collections = page.locator('[data-island="product-collection"]');
    await expect(collections).toHaveCount(3);
    await expect(collections.first()).toHaveAttribute('data-island-hydrated', '');
    await page.getByRole('button', { name: 'Add 150 to cart' }).click();
    await expect(element.locator('[data-part="count"]')).toHaveText('100+');
    await expect(element.getByRole('link', { name: 'Cart: More than 100 items, $225.00' })).toHaveAttribute('href', '/demo/cart');
    for (const collection of await collections.all()) {
      await collection.scrollIntoViewIfNeeded();
      await expect(collection).toHaveAttribute('data-island-hydrated', '');
    }
    expect(problems).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('/demo/store: the cart\'s code arrives after the page', () => {
  test('[STORE-044] [STORE-046] [STORE-049] a press on an add button before the cart\'s code has arrived is kept and counted once it runs', async ({ page }) => {
    // The cart's module (machine, requests, codec, page wiring) is fetched once the page has hydrated: hold it.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/cart-[^/]*\.js$/, async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto('/demo/store');
    const element = page.locator('[data-scope="cart"][data-part="element"]');
    // The page has hydrated (its first-screen island too) while the cart's code is held.
    await expect(page.locator('[data-island="product-collection"]').first()).toHaveAttribute('data-island-hydrated', '');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add 150 to cart' }).click();
    await expect(element).not.toHaveAttribute('data-initialized');
    await expect(element.locator('[data-part="count"]')).toHaveText('0');
    release();
    // The cart reads itself, then takes the press: 150 stickers.
    await expect(element).toHaveAttribute('data-initialized', '');
    await expect(element.locator('[data-part="count"]')).toHaveText('100+');
    await expect(element.getByRole('link', { name: 'Cart: More than 100 items, $225.00' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('[STORE-023] Chromium formats every currency as the server does: the same symbol, sign and spacing, so a server-rendered price hydrates unchanged', async ({ page }) => {
  await page.goto('/demo/store');
  const currencies = CURRENCY_CODES.map((code) => ({ code, digits: CURRENCIES[code].fractionDigits }));
  // What formatMoney takes from Intl (symbol, literal spacing, sign placement), asked of the browser's own ICU.
  const browser = await page.evaluate((list) => list.map(({ code, digits }) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'symbol', minimumFractionDigits: digits, maximumFractionDigits: digits })
      .formatToParts(digits === 0 ? -1234567 : -1234567.5)
      .map((part) => (part.type === 'group' ? ',' : part.type === 'decimal' ? '.' : part.type === 'minusSign' ? '-' : part.value))
      .join('')), currencies);
  expect(browser).toEqual(currencies.map(({ code, digits }) => formatMoney(digits === 0 ? -1234567 : -123456750, code)));
});

test.describe('/vanilla/store', () => {
  test('the plain-DOM cards say exactly what the React cards say, and axe finds no violation', async ({ page, browser }) => {
    const react = await browser.newPage();
    await react.goto('/demo/store');
    await expect(card(react, 'Harbour at dawn')).toBeVisible();
    const expected = await cardTexts(react);
    await react.close();
    await page.goto('/vanilla/store');
    await expect(card(page, 'Harbour at dawn')).toContainText('from $25.00');
    expect(await cardTexts(page)).toEqual(expected);
    // [STORE-044] [STORE-049] The header's cart element, read from the backend.
    await expect(page.locator('[data-scope="cart"][data-part="element"]')).toHaveAttribute('data-initialized', '');
    await expect(page.getByRole('link', { name: 'Cart: 0 items, $0.00' })).toHaveAttribute('href', '/demo/cart');
    expect(expected.length).toBe(15);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
