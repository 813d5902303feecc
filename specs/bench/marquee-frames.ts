// Marquee frame budget in Chromium: on the built example site, the demo's running marquee is
// watched for 5 s with requestAnimationFrame timestamps while its text scrolls, and React
// commits are counted through a minimal React DevTools hook (production React reports every
// commit to it). Budget (issue 6): no frame over 20 ms, and no React render per frame.
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSiteServer } from '../../examples/server.mjs';

const WATCH_MS = 5_000;
const FRAME_BUDGET_MS = 20;

export interface MarqueeFrameResult {
  lines: string[];
  overBudget: string[];
}

// Page scripts are plain text: tsx's transform would add helpers the page does not have.

/** Installed before any page script: counts React commits. */
const COUNT_COMMITS = `
  window.__reactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => { window.__reactCommits += 1; },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    setStrictMode: () => {},
  };`;

/** Runs in the page: frame gaps, React commits and distinct text offsets over the watch. */
const WATCH_FRAMES = `new Promise((resolve) => {
  const textPath = document.querySelector('#announcement textPath');
  const commitsBefore = window.__reactCommits;
  const gaps = [];
  const offsets = new Set();
  let start;
  let last;
  const frame = (timestamp) => {
    start ??= timestamp;
    if (last !== undefined) gaps.push(timestamp - last);
    last = timestamp;
    offsets.add(textPath && textPath.getAttribute('startOffset'));
    if (timestamp - start < ${WATCH_MS}) requestAnimationFrame(frame);
    else resolve({ gaps, commits: window.__reactCommits - commitsBefore, offsets: offsets.size });
  };
  requestAnimationFrame(frame);
})`;

interface Watch {
  gaps: number[];
  commits: number;
  offsets: number;
  /** Main-thread work per frame (ms), from Chromium's own counters. */
  script: number;
  layout: number;
  style: number;
}

async function watch(page: Page): Promise<Watch> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value])) as Record<string, number>;
  const before = await metrics();
  const { gaps, commits, offsets } = (await page.evaluate(WATCH_FRAMES)) as { gaps: number[]; commits: number; offsets: number };
  const after = await metrics();
  const perFrame = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, gaps.length);
  return { gaps, commits, offsets, script: perFrame('ScriptDuration'), layout: perFrame('LayoutDuration'), style: perFrame('RecalcStyleDuration') };
}

/** Opens the marquee demo with motion allowed (it runs) or reduced (the idle control). */
async function openMarquee(browser: Browser, url: string, reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(COUNT_COMMITS);
  await page.goto(url);
  const expected = reducedMotion === 'reduce' ? 'stopped' : 'running';
  await page.waitForFunction(`document.querySelector('#announcement [data-part="root"]')?.getAttribute('data-state') === '${expected}'`);
  // Let the first layout, fonts and measurement settle before watching.
  await page.waitForTimeout(500);
  return page;
}

const over = (gaps: number[]) => gaps.filter((gap) => gap > FRAME_BUDGET_MS).length;

export async function benchMarqueeFrames(): Promise<MarqueeFrameResult> {
  if (!existsSync(fileURLToPath(new URL('../../dist/site/site/index.html', import.meta.url)))) {
    return { lines: ['bench marquee: the site is not built; run `npm run build:site` first'], overBudget: ['marquee (not measured)'] };
  }
  const server = createSiteServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/demo/marquee`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const running = await openMarquee(browser, url, 'no-preference');
    const hooked = (await running.evaluate('window.__reactCommits > 0')) as boolean;
    const moving = await watch(running);
    await running.context().close();
    // The same page standing still: what this machine drops without any animation.
    const idle = await watch(await openMarquee(browser, url, 'reduce'));

    const sorted = [...moving.gaps].sort((a, b) => a - b);
    const worst = sorted.at(-1) ?? 0;
    const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    const fps = (moving.gaps.length / moving.gaps.reduce((sum, gap) => sum + gap, 0)) * 1000;
    const work = moving.script + moving.layout + moving.style;
    const frameVerdict = over(moving.gaps) === 0 ? 'ok' : over(idle.gaps) > 0 ? 'not measurable on this machine now (the idle control drops frames too)' : 'OVER';
    const renderOk = hooked && moving.commits === 0 && moving.offsets > moving.gaps.length / 2;
    return {
      lines: [
        `bench marquee frames: ${moving.gaps.length} frames in ${WATCH_MS / 1000} s, ${fps.toFixed(1)} fps, worst ${worst.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${over(moving.gaps)} over ${FRAME_BUDGET_MS} ms; idle control ${over(idle.gaps)} over ${FRAME_BUDGET_MS} ms (budget: none over ${FRAME_BUDGET_MS} ms): ${frameVerdict}`,
        `bench marquee work per frame: ${work.toFixed(2)} ms main thread (script ${moving.script.toFixed(2)}, layout ${moving.layout.toFixed(2)}, style ${moving.style.toFixed(2)}); idle control ${(idle.script + idle.layout + idle.style).toFixed(2)} ms`,
        `bench marquee renders: ${moving.commits} React commits while the text moved through ${moving.offsets} positions (budget: no render per frame${hooked ? '' : '; commit counter not attached'}): ${renderOk ? 'ok' : 'OVER'}`,
      ],
      overBudget: [...(frameVerdict === 'OVER' ? ['marquee frames'] : []), ...(renderOk ? [] : ['marquee renders'])],
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const { lines, overBudget } = await benchMarqueeFrames();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) process.exit(1);
}
