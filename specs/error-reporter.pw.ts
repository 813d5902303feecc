import { expect, test, type Request } from '@playwright/test';

import { recordedEvents } from './support/owner.ts';

const stored = recordedEvents;

test.describe('error reporter and trace logger in Chromium', () => {
  test('[ERR-002] [ERR-003] [ERR-004] an uncaught error is POSTed 1 s later as a JSON array with the CSRF header, and stored', async ({ page, context }) => {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) posts.push(request);
    });
    // The 1 s is the page's fake clock's, paused from before the page loads.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/demo/error-reporter');
    const marker = `boom-${Date.now()}`;
    // Thrown from a microtask, not a (fake) timer: uncaught, and reported to the page's listeners.
    await page.evaluate((message) => queueMicrotask(() => {
      throw new Error(message);
    }), marker);
    await page.clock.runFor(999);
    expect(posts).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => posts.length).toBe(1);
    const post = posts[0];
    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
    expect(crumb).toBeTruthy();
    expect(post?.method()).toBe('POST');
    expect(post?.headers()['x-csrf-token']).toBe(crumb);
    const body = JSON.parse(post?.postData() ?? 'null') as { event: string; data: Record<string, unknown>; timestamp: number }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      event: 'JavascriptError',
      data: { app: 'site-machines-example', websiteId: 'example-website', templateId: 'example-template', url: expect.stringContaining('/demo/error-reporter') },
    });
    expect(String(body[0]?.data.message)).toContain(marker);
    expect(String(body[0]?.data.stack)).toContain(marker);
    const response = await post?.response();
    expect(response?.status()).toBe(200);
    await expect.poll(async () => (await stored(page, 'javascript-errors')).some((record) => String((record.data as { message?: string }).message).includes(marker))).toBe(true);
  });

  test('[ERR-007] a storm of 25 errors sends one call of the first 10', async ({ page }) => {
    const bodies: unknown[][] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) bodies.push(JSON.parse(request.postData() ?? '[]') as unknown[]);
    });
    await page.goto('/demo/error-reporter');
    await page.getByRole('button', { name: 'Throw 25 errors' }).click();
    await expect.poll(() => bodies.length, { timeout: 5000 }).toBe(1);
    expect(bodies[0]).toHaveLength(10);
    await expect(page.getByTestId('sends')).toHaveText('1 of 20');
  });

  test('[ERR-005] [ERR-013] failing calls are ignored: nothing breaks, nothing is retried', async ({ page }) => {
    let errorCalls = 0;
    let traceCalls = 0;
    await page.route('**/api/events/RecordJavascriptErrors', (route) => {
      errorCalls += 1;
      return route.fulfill({ status: 500, body: 'down' });
    });
    await page.route('**/api/events/Trace', (route) => {
      traceCalls += 1;
      return route.abort();
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Every wait of the reporter and the logger runs on the page's fake clock, paused from
    // before the page loads: the test lets exactly the time it means pass.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/demo/error-reporter');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(1_000);
    await expect.poll(() => errorCalls).toBe(1);
    await page.getByRole('button', { name: 'Log a trace event' }).click();
    await page.clock.runFor(30_000);
    await expect.poll(() => traceCalls).toBe(1);
    // Ten minutes later, every timer the page holds has run: nothing was sent again.
    await page.clock.runFor(600_000);
    await page.goto('/');
    expect(errorCalls).toBe(1);
    expect(traceCalls).toBe(1);
    expect(pageErrors).toEqual(['Demo error']);
  });

  test('[ERR-021] an invalid URL given to the query-parameter helper is reported', async ({ page }) => {
    const bodies: { data: { message: string } }[][] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) bodies.push(JSON.parse(request.postData() ?? '[]'));
    });
    await page.goto('/demo/error-reporter');
    await page.getByRole('button', { name: 'Read a query parameter of an invalid URL' }).click();
    await expect.poll(() => bodies.length, { timeout: 5000 }).toBe(1);
    expect(bodies[0]?.[0]?.data.message).toMatch(/Invalid URL/);
  });

  test('[ERR-009] [ERR-010] [ERR-012] pending trace events go out when the page is left, form-encoded in field data, and are stored', async ({ page }) => {
    const marker = `leave-${Date.now()}`;
    await page.goto(`/demo/error-reporter?run=${marker}`);
    await page.getByRole('button', { name: 'Log a trace event' }).click();
    await page.getByRole('button', { name: 'Log a trace event' }).click();
    await expect(page.getByTestId('trace-pending')).toHaveText('2');
    expect((await stored(page, 'trace')).filter((record) => String(record.pageUrl).includes(marker))).toEqual([]);
    // Leaving the page sends them by beacon (the server decodes the form field data).
    await page.goto('/');
    await expect.poll(async () => (await stored(page, 'trace')).filter((record) => String(record.pageUrl).includes(marker)).length).toBe(2);
    const [event] = (await stored(page, 'trace')).filter((record) => String(record.pageUrl).includes(marker));
    expect(event).toMatchObject({ type: 'demo-click', data: { at: expect.any(String) } });
  });

  test('[ERR-011] trace events are batched for 30 s', async ({ page }) => {
    // Paused from before the page loads: the 30 s are the fake clock's alone, never real time.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/Trace')) posts.push(request.postData() ?? '');
    });
    await page.goto('/demo/error-reporter');
    await page.getByRole('button', { name: 'Log a trace event' }).click();
    await page.clock.runFor(29_000);
    await page.getByRole('button', { name: 'Log a trace event' }).click();
    expect(posts).toHaveLength(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => posts.length).toBe(1);
    expect(JSON.parse(new URLSearchParams(posts[0]).get('data') ?? '[]')).toHaveLength(2);
  });
});
