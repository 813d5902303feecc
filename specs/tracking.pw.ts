import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { signInAsOwner } from './support/owner.ts';

// Every request that tracks: census calls, the beacon, analytics events, the replay id, the pixel.
const TRACKING = /\/api\/(track\/Track|census\/|v1\/events|commerce\/fullstory\/getId|pixel\/event)/;
// Cookies that follow a visitor: the nine of COOK-027 and the analytics id.
const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'sm_analytics_id'];
const BUTTON_FIELDS = ['id', 'buttonText', 'clickthroughUrl', 'alignment', 'size', 'newWindow', 'context'];
const BUTTON_CENSUS_FIELDS = [...BUTTON_FIELDS, 'visitorCookie', 'pageTitle', 'pageId', 'pagePath', 'permissionType'].sort();
const DEMO_CONTEXT_COOKIE = 'sm-demo-page-context';

const cookieNames = async (page: Page) => (await page.evaluate(() => document.cookie)).split(';').map((part) => part.split('=')[0]?.trim() ?? '').filter(Boolean);
const pathOf = (request: Request) => new URL(request.url()).pathname;
const jsonOf = (request: Request) => JSON.parse(request.postData() ?? 'null') as Record<string, unknown>;

/** Records the page's tracking requests and every console error and uncaught error. */
function watch(page: Page) {
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(request.url())) requests.push(request);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { requests, errors, paths: () => requests.map(pathOf) };
}

/**
 * Chromium's own network log line for a tracking request that failed ('Failed to load resource'
 * at that request's address): the browser's, not a console call of the page, which makes none.
 */
const isBrowserNetworkLog = (text: string) => /^Failed to load resource: .* @ /.test(text) && TRACKING.test(text.split(' @ ').pop() ?? '');

async function signInAs(context: BrowserContext, baseURL: string | undefined, account: object) {
  await context.addCookies([{ name: DEMO_CONTEXT_COOKIE, value: JSON.stringify(account), url: baseURL ?? '' }]);
}

/** Opens the demo, waits for it to be interactive (the banner's buttons answer once hydrated). */
async function openDemo(page: Page, query = '') {
  await page.goto(`/demo/tracking${query}`);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  // The live panel is there (it lists what the backend received from this address and browser
  // name since the page loaded: in a parallel run another test's browser shares both, so its
  // emptiness is not asserted here; the network log proves nothing is sent before Accept).
  await expect(page.getByRole('heading', { name: 'Received by the example backend' })).toBeVisible();
}

async function accept(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  // The tracking code arrives after Accept (a dynamic import): wait until it has decided.
  await expect(page.getByTestId('tracking-status')).not.toHaveAttribute('data-state', 'off');
}

/** Uses every tracked thing on the page except the buttons that navigate. */
async function useThePage(page: Page) {
  await page.getByRole('button', { name: 'Show the offer' }).click();
  await page.getByRole('button', { name: 'Close the offer' }).click();
  await page.getByRole('button', { name: 'Quick view' }).click();
  await page.getByRole('button', { name: 'Like this page' }).click();
}

test.describe('before consent under the restrictive policy', () => {
  test('[TRK-023] [TRK-024] [TRK-026] [TRK-027] [TRK-028] [TRK-031] [TRK-038] [TRK-040] no tracking request, no tracking cookie and no tracking code: the button is a plain link', async ({ page }) => {
    const seen = watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openDemo(page);
    await useThePage(page);
    await page.waitForLoadState('networkidle');
    expect(seen.paths()).toEqual([]);
    expect((await cookieNames(page)).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('sm_analytics_id');
    // The tracking code is fetched only after Accept.
    expect(scripts.filter((url) => /tracking-runtime|experiment|analytics|census/.test(url))).toEqual([]);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'off');
    await page.getByRole('link', { name: 'See the accordion' }).click();
    await expect(page).toHaveURL(/\/demo\/accordion$/);
    expect(seen.paths()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('after Accept every call carries exactly the spec fields', () => {
  test('[TRK-007] [TRK-024] [ENUM-021] button renders: the button fields plus visitorCookie, page title, id, path and permission type', async ({ page }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect.poll(() => seen.paths().filter((path) => path === '/api/census/button-render').length).toBe(2);
    const renders = seen.requests.filter((request) => pathOf(request) === '/api/census/button-render').map(jsonOf);
    for (const body of renders) expect(Object.keys(body).sort()).toEqual(BUTTON_CENSUS_FIELDS);
    const same = renders.find((body) => body.id === 'btn-same');
    const cvr = (await page.context().cookies()).find((cookie) => cookie.name === 'ss_cvr')?.value;
    expect(same).toEqual({
      id: 'btn-same',
      buttonText: 'See the accordion',
      clickthroughUrl: '/demo/accordion',
      alignment: 'left',
      size: 'medium',
      newWindow: false,
      context: 1,
      visitorCookie: cvr,
      pageTitle: 'Tracking demo',
      pageId: 'tracking-demo',
      pagePath: '/demo/tracking',
      permissionType: null,
    });
    expect(renders.find((body) => body.id === 'btn-new')).toMatchObject({ newWindow: true, context: 1 });
    expect(seen.requests.every((request) => request.headers()['content-type'] === 'application/json' || pathOf(request) !== '/api/census/button-render')).toBe(true);
    // The popup's button carries the popup overlay context.
    await page.getByRole('button', { name: 'Show the offer' }).click();
    await expect.poll(() => seen.requests.map((request) => (pathOf(request) === '/api/census/button-render' ? jsonOf(request).id : null))).toContain('btn-popup');
    const popup = seen.requests.filter((request) => pathOf(request) === '/api/census/button-render').map(jsonOf).find((body) => body.id === 'btn-popup');
    expect(popup).toMatchObject({ context: 2 });
    expect(seen.errors).toEqual([]);
  });

  test('[TRK-026] [TRK-027] [TRK-028] form render, overlay events and the quick view', async ({ page }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect.poll(() => seen.paths()).toContain('/api/census/form-render');
    const cvr = (await page.context().cookies()).find((cookie) => cookie.name === 'ss_cvr')?.value;
    expect(jsonOf(seen.requests.find((request) => pathOf(request) === '/api/census/form-render')!)).toEqual({ formId: 'tracking-demo-newsletter', visitorCookie: cvr });
    await page.getByRole('button', { name: 'Show the offer' }).click();
    await page.getByRole('button', { name: 'Close the offer' }).click();
    await expect.poll(() => seen.requests.filter((request) => pathOf(request) === '/api/census/overlay').map(jsonOf)).toEqual([
      { event: 'shown', visitorCookie: cvr },
      { event: 'closed', visitorCookie: cvr },
    ]);
    await page.getByRole('button', { name: 'Quick view' }).click();
    await expect.poll(() => seen.paths()).toContain('/api/census/RecordQuickView/demo-product-17');
    const quick = seen.requests.find((request) => pathOf(request).startsWith('/api/census/RecordQuickView/'))!;
    expect(quick.method()).toBe('POST');
    expect(quick.postData() ?? '').toBe('');
    expect(seen.errors).toEqual([]);
  });

  test('[TRK-008] [TRK-009] [TRK-029] [TRK-030] [TRK-031] [TRK-035] [TRK-036] [TRK-037] analytics events by beacon as urlencoded form data, with page and locale context, and the analytics id in a 390-day cookie and local storage', async ({ page, context }) => {
    const seen = watch(page);
    await openDemo(page);
    const now = Date.now() / 1000;
    await accept(page);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
    await page.getByRole('button', { name: 'Like this page' }).click();
    await expect.poll(() => seen.paths()).toContain('/api/v1/events');
    const event = seen.requests.find((request) => pathOf(request) === '/api/v1/events')!;
    expect(event.method()).toBe('POST');
    expect(event.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = Object.fromEntries(new URLSearchParams(event.postData() ?? ''));
    expect(Object.keys(fields).sort()).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect(JSON.parse(fields.commonData!)).toEqual({
      actor: 'visitor',
      action: 'like',
      event_owner_team: 'site',
      event_source: 'WEB',
      object_type: 'page',
      product_section: 'demo',
      page_url: expect.stringContaining('/demo/tracking'),
      page_path: '/demo/tracking',
      page_title: 'Tracking demo',
      locale: expect.any(String),
      website_locale: 'en-US',
    });
    expect(JSON.parse(fields.customData!)).toEqual({});
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sm_analytics_id');
    expect(cookie?.value).toBe(fields.analyticsId);
    expect(cookie!.expires - now).toBeCloseTo(390 * 86_400, -2);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('sm_analytics_id'))) ?? 'null') as { id: string; expires: number };
    expect(stored.id).toBe(fields.analyticsId);
    expect(stored.expires / 1000 - now).toBeCloseTo(390 * 86_400, -2);
    expect(seen.errors).toEqual([]);
  });

  test('[TRK-038] [TRK-039] the quick view sends a pixel event to the ad pixel on the page', async ({ page }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await page.getByRole('button', { name: 'Quick view' }).click();
    await expect.poll(() => seen.paths()).toContain('/api/pixel/event');
    const pixel = new URL(seen.requests.find((request) => pathOf(request) === '/api/pixel/event')!.url());
    expect(Object.fromEntries(pixel.searchParams)).toEqual({ ev: 'ViewContent', content_id: 'demo-product-17' });
  });

  test('[TRK-023] [BLK-039] a button click is recorded with the button and page fields, then the visitor lands where it points', async ({ page }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect.poll(() => seen.paths().filter((path) => path === '/api/census/button-render').length).toBe(2);
    await page.getByRole('link', { name: 'See the accordion' }).click();
    await expect(page).toHaveURL(/\/demo\/accordion$/);
    const click = seen.requests.find((request) => pathOf(request) === '/api/census/button-click')!;
    expect(Object.keys(jsonOf(click)).sort()).toEqual(BUTTON_CENSUS_FIELDS);
    expect(jsonOf(click)).toMatchObject({ id: 'btn-same', clickthroughUrl: '/demo/accordion', context: 1, pagePath: '/demo/tracking' });
    expect(seen.errors).toEqual([]);
  });

  test('[BLK-039] a new-window button opens its page in a new window after the recording; the demo page stays', async ({ page, context }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect.poll(() => seen.paths().filter((path) => path === '/api/census/button-render').length).toBe(2);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Open the form in a new window' }).click();
    const other = await opened;
    await expect(other).toHaveURL(/\/demo\/form$/);
    expect(page.url()).toMatch(/\/demo\/tracking$/);
    expect(seen.paths()).toContain('/api/census/button-click');
    await expect(page.locator('#new-window-button')).toHaveAttribute('data-state', 'idle');
  });

  test('[BLK-039] a modifier click is left to the browser: nothing recorded, the page does not navigate itself', async ({ page }) => {
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect.poll(() => seen.paths().filter((path) => path === '/api/census/button-render').length).toBe(2);
    const link = page.getByRole('link', { name: 'See the accordion' });
    // The browser's own handling (a new tab) is stopped here, so only the page's reaction is seen.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await link.click({ modifiers: ['ControlOrMeta'] });
    await link.click({ button: 'middle' });
    await expect(page.locator('#same-window-button')).toHaveAttribute('data-state', 'idle');
    expect(seen.paths()).not.toContain('/api/census/button-click');
    expect(page.url()).toMatch(/\/demo\/tracking$/);
  });

  test('[TRK-020] [TRK-017] [TRK-018] [TRK-019] session replay: with its toggle on, the visitor sampled and more than 2 cores, the id from getId and the stand-in script through the script loader', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 }));
    const seen = watch(page);
    await openDemo(page, '?replay=on');
    await accept(page);
    await expect(page.locator('[data-scope="experiment"][data-part="replay"]')).toHaveAttribute('data-state', 'replaying');
    expect(seen.paths()).toContain('/api/commerce/fullstory/getId');
    await expect(page.locator('html')).toHaveAttribute('data-replay-id', /^replay-/);
  });

  test('[TRK-019] [TRK-018] [TRK-017] session replay stays off with 2 cores, out of the sample, or with its toggle off: no getId call', async ({ page }) => {
    for (const [cores, query] of [[2, '?replay=on'], [8, '?replay=on&replaySample=out'], [8, '']] as const) {
      await page.context().clearCookies();
      await page.addInitScript((count) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count }), cores);
      const seen = watch(page);
      await page.goto(`/demo/tracking${query}`);
      await accept(page);
      await expect(page.locator('[data-scope="experiment"][data-part="replay"]')).toHaveAttribute('data-state', 'replayOff');
      expect(seen.paths()).not.toContain('/api/commerce/fullstory/getId');
    }
  });

  test('[TRK-021] a mock visitor id from getId skips session replay: no script', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 }));
    await page.route('**/api/commerce/fullstory/getId', (route) => route.fulfill({ json: { data: 'mock-visitor-id' } }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('stand-in-replay')) scripts.push(request.url());
    });
    await openDemo(page, '?replay=on');
    await accept(page);
    await expect(page.locator('[data-scope="experiment"][data-part="replay"]')).toHaveAttribute('data-state', 'replaySkipped');
    expect(scripts).toEqual([]);
  });

  test('[TRK-014] [TRK-015] [TRK-016] an internal site owner overrides a variant from the query, it is saved, and reset clears it', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteSettings: true, siteStatus: 6, websiteRoles: [1] });
    await page.goto('/demo/tracking?experiment-checkout=b&noredirect');
    await expect(page.getByTestId('experiment-choices')).toHaveText('{"checkout":"b"}');
    await page.goto('/demo/tracking?noredirect');
    await expect(page.getByTestId('experiment-choices')).toHaveText('{"checkout":"b"}');
    await page.goto('/demo/tracking?experiment-checkout=reset&noredirect');
    await expect(page.getByTestId('experiment-choices')).toHaveText('{}');
    expect(await page.evaluate(() => localStorage.getItem('sm_experiment_overrides'))).toBeNull();
  });

  test('[TRK-014] an owner of a site that is not internal cannot override', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteSettings: true, siteStatus: 8, websiteRoles: [1] });
    await page.goto('/demo/tracking?experiment-checkout=b&noredirect');
    await expect(page.getByTestId('tracking-status')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('sm_experiment_overrides'))).toBeNull();
  });
});

test.describe('who is tracked', () => {
  test('[TRK-005] [PERM-005] a signed-in editor: after Accept no tracking request at all, the button navigates untracked, and the signed-in modules load', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [4] });
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'signed-in');
    await expect(page.locator('[data-signed-in-modules]')).toHaveAttribute('data-signed-in-modules', 'announcementBar overlayManager popupOverlay');
    await useThePage(page);
    await page.waitForLoadState('networkidle');
    expect(seen.paths()).toEqual([]);
    expect((await cookieNames(page)).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);
    await page.getByRole('link', { name: 'See the accordion' }).click();
    await expect(page).toHaveURL(/\/demo\/accordion$/);
    expect(seen.paths()).toEqual([]);
  });

  test('[PERM-005] the announcement bar is a small dismissible block; an anonymous visitor loads none of the signed-in modules', async ({ page, context, baseURL }) => {
    await page.goto('/demo/accordion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-signed-in-modules]')).toHaveCount(0);
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [10] });
    await page.goto('/demo/accordion');
    const bar = page.getByRole('complementary', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toHaveCount(0);
  });

  test('[TRK-005] [TRK-006] a viewer-only account is tracked outside the config area', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL, { loggedIn: true, websiteRoles: [10], permissions: [0] });
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
    await expect.poll(() => seen.paths()).toContain('/api/census/button-render');
    // [PERM-008] Its permission type is its top-level permission.
    expect(jsonOf(seen.requests.find((request) => pathOf(request) === '/api/census/button-render')!).permissionType).toBe(0);
  });
});

test.describe('a failing backend changes nothing for the visitor', () => {
  for (const failure of ['500', 'network', 'hang'] as const) {
    test(`[TRK-040] [TRK-025] [BLK-039] tracking answering ${failure}: same navigation, no console error, no visible change`, async ({ page }) => {
      await page.clock.install();
      await page.route(TRACKING, async (route) => {
        if (failure === '500') return route.fulfill({ status: 500, json: { error: 'down' } });
        if (failure === 'network') return route.abort('failed');
        // hang: never answered.
      });
      const seen = watch(page);
      await openDemo(page);
      await accept(page);
      await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
      await useThePage(page);
      await expect(page.getByTestId('quick-view')).toBeVisible();
      await expect.poll(() => seen.paths()).toContain('/api/census/button-render');
      const link = page.getByRole('link', { name: 'See the accordion' });
      await link.click();
      if (failure === 'hang') {
        await expect(page.locator('#same-window-button')).toHaveAttribute('data-state', 'recording');
        await page.clock.runFor(2_500);
      }
      await expect(page).toHaveURL(/\/demo\/accordion$/);
      expect(seen.paths()).toContain('/api/census/button-click');
      expect(seen.errors.filter((text) => !isBrowserNetworkLog(text))).toEqual([]);
    });
  }

  test('[TRK-032] [TRK-033] by XHR as JSON: 200 and 202 are success; any other status warns "Error tracking event: HTTP Status" and nothing reaches the visitor', async ({ page }) => {
    const statuses = [202, 500, 200];
    await page.route('**/api/v1/events', (route) => route.fulfill({ status: statuses.shift() ?? 200, json: {} }));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const seen = watch(page);
    await openDemo(page, '?transport=xhr');
    await accept(page);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('button', { name: 'Like this page' }).click();
      await expect.poll(() => seen.paths().filter((path) => path === '/api/v1/events').length).toBe(i + 1);
    }
    const events = seen.requests.filter((request) => pathOf(request) === '/api/v1/events');
    expect(events.map((request) => request.headers()['content-type'])).toEqual(['application/json', 'application/json', 'application/json']);
    expect(Object.keys(jsonOf(events[0]!)).sort()).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    await expect.poll(() => warnings.filter((text) => text.startsWith('Error tracking event: HTTP Status'))).toEqual(['Error tracking event: HTTP Status 500']);
    expect(seen.errors.filter((text) => !isBrowserNetworkLog(text))).toEqual([]);
  });

  test('[TRK-003] a data-layer request that fails on the network is reported as system_network_error with urlRequested', async ({ page }) => {
    await page.route(/\/api\/demo\/stock/, (route) => route.abort('failed'));
    const seen = watch(page);
    await openDemo(page);
    await accept(page);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
    await page.getByRole('button', { name: 'Check stock' }).click();
    await expect.poll(() => seen.paths()).toContain('/api/v1/events');
    const fields = Object.fromEntries(new URLSearchParams(seen.requests.find((request) => pathOf(request) === '/api/v1/events')!.postData() ?? ''));
    expect(JSON.parse(fields.commonData!)).toMatchObject({ action: 'system_network_error' });
    expect(fields.customSchemaName).toBe('system_network_error');
    expect(JSON.parse(fields.customData!)).toEqual({ urlRequested: '/api/demo/stock' });
  });
});

test('[TRK-040] the owner reads what the backend received at /admin/tracking, newest first', async ({ page }) => {
  await openDemo(page);
  await accept(page);
  await page.getByRole('button', { name: 'Quick view' }).click();
  await expect(page.getByTestId('received-list').locator('li').first()).toBeVisible();
  await page.goto('/admin/tracking');
  await expect(page.getByRole('form', { name: 'Owner sign-in' })).toBeVisible();
  await signInAsOwner(page);
  await page.goto('/admin/tracking');
  const rows = page.getByRole('table', { name: 'Received tracking requests' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const ids = (await rows.locator('td:first-child').allTextContents()).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
});

test('/demo/tracking passes axe before and after Accept, with the popup and quick view open', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  await openDemo(page);
  expect(await violations()).toEqual([]);
  await accept(page);
  await page.getByRole('button', { name: 'Show the offer' }).click();
  await page.getByRole('button', { name: 'Quick view' }).click();
  await expect(page.getByTestId('received-list')).toBeVisible();
  expect(await violations()).toEqual([]);
});
