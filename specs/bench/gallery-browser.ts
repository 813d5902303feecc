// Browser benchmarks of the gallery (issue 4), on the built site in Chromium:
// - 1,000-slide slideshow: SlideshowSlide components re-rendered by one NEXT (counted from
//   React's commits through the DevTools hook, the Profiler's source) and click-to-paint median;
// - 100-image grid: image requests on load against the images within the viewport + 200 px;
// - cumulative layout shift (layout-shift PerformanceObserver) on every gallery demo page.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 4419);
const base = `http://127.0.0.1:${PORT}`;

async function withServer<T>(run: () => Promise<T>): Promise<T> {
  const server = spawn(process.execPath, ['examples/server.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await run();
  } finally {
    server.kill();
  }
}

/** Counts, per React commit, the fibers of a named component that did work. */
function installRenderCounter() {
  const counts: number[] = [];
  (window as unknown as { __slideRenders: number[] }).__slideRenders = counts;
  const walk = (fiber: { child?: unknown; sibling?: unknown; flags: number; elementType?: { displayName?: string }; alternate?: unknown } | undefined, found: { n: number }) => {
    for (let node = fiber; node; node = node.sibling as typeof fiber) {
      // PerformedWork (1): the component function ran in this commit.
      if (node.elementType?.displayName === 'SlideshowSlide' && node.alternate && node.flags & 1) found.n++;
      walk(node.child as typeof fiber, found);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: never }) => {
      const found = { n: 0 };
      walk(root.current, found);
      counts.push(found.n);
    },
  };
}

export async function benchGalleryBrowser(): Promise<string[]> {
  return withServer(async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const lines: string[] = [];
    try {
      // 1,000 slides: re-renders per NEXT and click-to-paint.
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
      await page.addInitScript(installRenderCounter);
      await page.goto(`${base}/demo/gallery-1000`);
      await page.waitForSelector('[id="thousand-next"]');
      const perNext: number[] = [];
      const paints: number[] = [];
      for (let i = 0; i < 40; i++) {
        const { renders, ms } = await page.evaluate(
          () =>
            new Promise<{ renders: number; ms: number }>((resolve) => {
              const counts = (window as unknown as { __slideRenders: number[] }).__slideRenders;
              const before = counts.length;
              const start = performance.now();
              document.getElementById('thousand-next')?.click();
              // The frame after the click: rAF runs just before paint, the task after it once painted.
              requestAnimationFrame(() =>
                setTimeout(() => resolve({ renders: counts.slice(before).reduce((a, b) => a + b, 0), ms: performance.now() - start }), 0),
              );
            }),
        );
        perNext.push(renders);
        paints.push(ms);
      }
      paints.sort((a, b) => a - b);
      const median = paints[Math.floor(paints.length / 2)] ?? 0;
      lines.push(`bench gallery 1,000 slides: NEXT re-renders at most ${Math.max(...perNext)} SlideshowSlide (budget 3: ${Math.max(...perNext) <= 3 ? 'ok' : 'OVER'})`);
      lines.push(`bench gallery 1,000 slides: click to painted frame median ${median.toFixed(1)} ms over ${paints.length} clicks (budget 16.7 ms: ${median <= 16.7 ? 'ok' : 'OVER'})`);
      await page.close();

      // 100-image grid: requests on load.
      const grid = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const requested: string[] = [];
      grid.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/media/images/')) requested.push(request.url());
      });
      await grid.goto(`${base}/demo/grid`);
      await grid.waitForLoadState('networkidle');
      const near = await grid.locator('[id="tiles"] .sm-image').evaluateAll((boxes) => boxes.filter((box) => box.getBoundingClientRect().top <= innerHeight + 200).length);
      lines.push(`bench grid 100 images: ${requested.length} image requests on load, ${near} images within the viewport + 200 px (${requested.length <= near ? 'ok' : 'OVER'})`);
      await grid.close();

      // CLS on every gallery page.
      for (const path of ['/demo/gallery', '/demo/carousel', '/demo/grid', '/demo/strip', '/demo/list', '/demo/autocolumns', '/demo/video']) {
        const cls = await browser.newPage({ viewport: { width: 1200, height: 900 } });
        await cls.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await cls.goto(`${base}${path}`);
        await cls.waitForLoadState('networkidle');
        await cls.mouse.wheel(0, 1500);
        await cls.waitForTimeout(500);
        const total = await cls.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
        lines.push(`bench CLS ${path}: ${total.toFixed(4)} (budget 0: ${total === 0 ? 'ok' : 'OVER'})`);
        await cls.close();
      }
    } finally {
      await browser.close();
    }
    return lines;
  });
}

if (process.argv[1]?.endsWith('gallery-browser.ts')) {
  for (const line of await benchGalleryBrowser()) console.log(line);
}
