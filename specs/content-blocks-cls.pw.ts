import { expect, test } from '@playwright/test';

// Issue 23's pages, React (blocks as islands) and the plain-DOM twins whose blocks are in the
// page's HTML: nothing shifts while the page loads, fonts swap in, headings shrink, rows lay out,
// and the blocks below the fold wake as the visitor scrolls down to the end. (/vanilla/tabs,
// /vanilla/pricing-toggle and /vanilla/image-blocks build their blocks in empty containers from
// script, so they shift by design; /demo/tooltip's follow links of WID-001 fill in after load.)
const PAGES = [
  '/demo/menu',
  '/demo/pricing-toggle',
  '/demo/highlight',
  '/vanilla/highlight',
  '/demo/animations',
  '/vanilla/animations',
  '/demo/image-blocks',
  '/demo/shapes',
  '/demo/autorows',
  '/vanilla/gallery-autorows',
  '/vanilla/tooltip',
];

/** Installed before any page script: every layout shift not caused by input. */
const WATCH_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((source) => source.node && source.node.nodeName + '#' + (source.node.id || '') + '.' + (source.node.className || '')) });
  }).observe({ type: 'layout-shift', buffered: true });`;

for (const url of PAGES) {
  for (const width of [1000, 390]) {
    test(`CLS 0 on ${url} at ${width} px, from load to the end of the page (islands waking on the way)`, async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(WATCH_SHIFTS);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Down the page a screen at a time, each step waiting for two frames (what woke has rendered).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      await page.evaluate(() => document.fonts.ready);
      const shifts = (await page.evaluate('window.__shifts')) as { value: number }[];
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
      await context.close();
    });
  }
}
