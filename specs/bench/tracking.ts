// Tracking budgets of issue 25, in Chromium against the built site (`npm run build:site` first).
// Run by `npm run bench` (./run.ts); alone:
//
//   npx tsx specs/bench/tracking.ts
//
// 1. A button-block click with tracking reaches the next page no later than 2,600 ms after the
//    click when the census call hangs, and within one frame (~17 ms) of the census answer when it
//    answers (median of 20 each). "Reaches" is the next page's navigation start
//    (`performance.timeOrigin`), measured against the click event's and the census answer's
//    times in the same browser; the next page's own server time is not tracking's.
// 2. 1,000 tracked events in a burst (one per task, a scripted storm of clicks on "Like this
//    page") leave the page responsive: no main-thread task over 50 ms (Long Tasks API), and the
//    analytics client's rule holds: at most 100 events wait, the rest are dropped, 10 sent per task.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '../../examples/server.mjs';
import { siteBuilt } from './site-server.ts';

const RUNS = 20;
const HANG_BUDGET_MS = 2_600;
const FRAME_MS = 1_000 / 60;
const ANSWER_AFTER_MS = 300;
const BURST = 1_000;
const LONG_TASK_MS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function acceptOn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/demo/tracking`);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByTestId('tracking-status').and(page.locator('[data-state="tracked"]')).waitFor();
  await page.locator('#same-window-button[data-state="idle"]').waitFor();
}

/**
 * Page script (a string: tsx would wrap named functions in a helper the page lacks), run in every
 * document of the tab: remembers in session storage when the button was clicked and when the
 * census answer ended (epoch ms, from the page's own clock), so the next page can compare them with
 * its own navigation start (`performance.timeOrigin`).
 */
const WATCH_CLICK = `
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('#same-window-button')) sessionStorage.setItem('bench-click', String(performance.timeOrigin + event.timeStamp));
  }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.includes('/api/census/button-click')) sessionStorage.setItem('bench-answer', String(performance.timeOrigin + entry.responseEnd));
  }).observe({ type: 'resource' });
`;

/** The next page's navigation start after the click and after the census answer; `answerAfter` null: the census call hangs. */
async function clickToNextPage(browser: Browser, base: string, answerAfter: number | null): Promise<{ total: number; afterAnswer: number }> {
  const page = await browser.newPage();
  await page.addInitScript(WATCH_CLICK);
  await page.route('**/api/census/button-click', async (route) => {
    if (answerAfter === null) return; // hangs
    await new Promise((resolve) => setTimeout(resolve, answerAfter));
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  await acceptOn(page, base);
  await Promise.all([page.waitForURL('**/demo/accordion', { waitUntil: 'commit' }), page.getByRole('link', { name: 'See the accordion' }).click({ noWaitAfter: true })]);
  await page.waitForLoadState('domcontentloaded');
  const [navigationStart, click, answer] = await page.evaluate('[performance.timeOrigin, Number(sessionStorage.getItem("bench-click")), Number(sessionStorage.getItem("bench-answer"))]') as number[];
  await page.close();
  return { total: navigationStart! - click!, afterAnswer: navigationStart! - answer! };
}

/** Page script: clicks "Like this page" once per task, `count` times, and resolves with the main-thread tasks over `threshold` ms. */
const STORM = (count: number, threshold: number) => `
  new Promise((resolve) => {
    const seen = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > ${threshold}) seen.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const like = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Like this page');
    let sent = 0;
    const next = () => {
      like.click();
      sent += 1;
      if (sent < ${count}) setTimeout(next, 0);
      // Let the client's own flush tasks run, then report.
      else setTimeout(() => { observer.disconnect(); resolve(seen); }, 1000);
    };
    next();
  })
`;

/** The burst: the longest main-thread tasks seen, and how many events the client sent. */
async function burst(browser: Browser, base: string): Promise<{ longTasks: number[]; beacons: number }> {
  const page = await browser.newPage();
  await acceptOn(page, base);
  let beacons = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/events') beacons += 1;
  });
  const longTasks = (await page.evaluate(STORM(BURST, LONG_TASK_MS))) as number[];
  await page.close();
  return { longTasks, beacons };
}

export async function benchTracking(): Promise<{ lines: string[]; overBudget: string[] }> {
  if (!siteBuilt()) return { lines: ['bench tracking: skipped, the site is not built (npm run build:site)'], overBudget: ['tracking (site not built)'] };
  const lines: string[] = [];
  const server = createSiteServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-background-networking', '--disable-gpu'],
  });
  const over: string[] = [];
  try {
    const hanging: number[] = [];
    const answered: number[] = [];
    for (let run = 0; run < RUNS; run += 1) hanging.push((await clickToNextPage(browser, base, null)).total);
    for (let run = 0; run < RUNS; run += 1) answered.push((await clickToNextPage(browser, base, ANSWER_AFTER_MS)).afterAnswer);
    const hang = median(hanging);
    const answer = median(answered);
    lines.push(`bench tracking: button click, census hanging: next page ${hang.toFixed(0)} ms after the click (median of ${RUNS}; budget ${HANG_BUDGET_MS} ms): ${hang > HANG_BUDGET_MS ? 'OVER' : 'ok'}`);
    lines.push(`bench tracking: button click, census answering after ${ANSWER_AFTER_MS} ms: next page ${answer.toFixed(0)} ms after the answer (median of ${RUNS}; budget one frame, ${FRAME_MS.toFixed(1)} ms): ${answer > FRAME_MS ? 'OVER' : 'ok'}`);
    if (hang > HANG_BUDGET_MS) over.push('button click with a hanging census');
    if (answer > FRAME_MS) over.push('button click after the census answer');
    const storm = await burst(browser, base);
    lines.push(
      `bench tracking: ${BURST} events in a burst: ${storm.longTasks.length} main-thread tasks over ${LONG_TASK_MS} ms${storm.longTasks.length ? ` (${storm.longTasks.map((ms) => ms.toFixed(0)).join(', ')} ms)` : ''}; ${storm.beacons} events sent (rule: at most 100 wait, the rest dropped, 10 sent per task; budget no task over ${LONG_TASK_MS} ms): ${storm.longTasks.length > 0 ? 'OVER' : 'ok'}`,
    );
    if (storm.longTasks.length > 0) over.push('burst of 1,000 events');
  } finally {
    await browser.close();
    server.close();
  }
  return { lines, overBudget: over.map((what) => `tracking: ${what}`) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { lines, overBudget } = await benchTracking();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) {
    console.log(`bench tracking: over budget: ${overBudget.join('; ')}`);
    process.exitCode = 1;
  }
}
