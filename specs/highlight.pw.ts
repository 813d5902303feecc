import { expect, test, type Page } from '@playwright/test';
import { HIGHLIGHT_SHAPES } from '../machines/highlight/constants.ts';

/** Installed before any page script: sums every layout shift of the page (CLS), inputs or not. */
const WATCH_LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShift += entry.value;
      window.__layoutShifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => s.node && s.node.nodeName + '#' + (s.node.id || '') + '.' + (s.node.className || '')) });
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

const cardRoot = (page: Page, shape: string) => page.locator(`[data-scope="highlight"][data-part="root"][data-shape="${shape}"]`).first();

async function layoutShift(page: Page): Promise<{ total: number; shifts: unknown[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShifts: unknown[] };
    return { total: w.__layoutShift, shifts: w.__layoutShifts };
  });
}

for (const url of ['/demo/highlight', '/vanilla/highlight']) {
  test(`[BLK-040] [BLK-048] [BLK-049] ${url}: every shape plays once in view and rests drawn; the page never shifts (CLS 0)`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1000, height: 1400 } });
    const page = await context.newPage();
    await page.addInitScript(WATCH_LAYOUT_SHIFTS);
    await page.goto(url);
    for (const shape of HIGHLIGHT_SHAPES) {
      const root = page.locator(`#shapes [data-scope="highlight"][data-part="root"][data-shape="${shape}"]`);
      await expect(root, shape).toHaveAttribute('data-state', 'shown');
      // At the end state: the strokes drawn, the overlay fully shown, drawn for the measured box.
      const look = await root.evaluate((element) => {
        const svg = element.querySelector('svg');
        const text = element.querySelector<HTMLElement>('[data-part="text"]');
        return {
          offsets: [...element.querySelectorAll('path')].map((path) => getComputedStyle(path).strokeDashoffset),
          opacity: svg ? getComputedStyle(svg).opacity : '',
          boxMatches: svg?.getAttribute('viewBox') === `0 0 ${text?.offsetWidth} ${text?.offsetHeight}`,
          hidden: svg?.getAttribute('aria-hidden'),
        };
      });
      expect(look.offsets.length, shape).toBeGreaterThan(0);
      for (const offset of look.offsets) expect(offset, shape).toMatch(/^0(px)?$/);
      expect(look.opacity, shape).toBe('1');
      expect(look.boxMatches, shape).toBe(true);
      expect(look.hidden, shape).toBe('true');
    }
    // Below the fold, the last one waits for the visitor, then plays as it scrolls in. On the
    // React page it is an island: woken (and bound, out of view) within 200 px of the viewport.
    const visit = page.locator('#visit [data-scope="highlight"][data-part="root"]');
    await visit.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight + 100)));
    await expect(visit).toHaveAttribute('data-state', 'waiting');
    await visit.scrollIntoViewIfNeeded();
    await expect(visit).toHaveAttribute('data-state', 'shown');
    const { total, shifts } = await layoutShift(page);
    expect(total, JSON.stringify(shifts)).toBe(0);
    await context.close();
  });
}

test('[BLK-040] the plain DOM page draws the same strokes as the React page, from the same connect', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 1400 } });
  const page = await context.newPage();
  const strokes = async (url: string) => {
    await page.goto(url);
    const result: Record<string, string | null> = {};
    for (const shape of HIGHLIGHT_SHAPES) {
      const root = cardRoot(page, shape);
      await expect(root).toHaveAttribute('data-state', 'shown');
      result[shape] = await root.evaluate((element) =>
        JSON.stringify({
          viewBox: element.querySelector('svg')?.getAttribute('viewBox'),
          d: [...element.querySelectorAll('path')].map((path) => [path.getAttribute('d'), path.getAttribute('pathLength'), path.style.stroke, path.style.strokeWidth]),
          // The style attribute's text is each renderer's own serialisation: compared by value.
          attrs: [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).filter((text) => !/^(id|style)=/.test(text)).sort(),
          color: (element as HTMLElement).style.getPropertyValue('--sm-highlight-color').trim(),
        }),
      );
    }
    return result;
  };
  const react = await strokes('/demo/highlight');
  const vanilla = await strokes('/vanilla/highlight');
  expect(vanilla).toEqual(react);
  await context.close();
});

test('[BLK-047] [BLK-048] under reduced motion every highlight is at its end state at once, nothing plays', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Every state a highlight shows, from the first paint on.
  await page.addInitScript(`
    window.__highlightStates = new Set();
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target;
        if (element.getAttribute && element.getAttribute('data-scope') === 'highlight' && element.getAttribute('data-part') === 'root') window.__highlightStates.add(element.getAttribute('data-state'));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });`);
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto('/demo/highlight');
  const roots = page.locator('[data-scope="highlight"][data-part="root"]');
  // Without any time passing, the first screen's (woken with the page) is shown.
  await expect(roots.first()).toHaveAttribute('data-state', 'shown');
  // The others are islands woken as the visitor comes near: each shown at once, none ever plays.
  await page.clock.resume();
  for (const section of ['#shapes', '#still', '#visit']) {
    await page.locator(section).scrollIntoViewIfNeeded();
    for (const root of await page.locator(`${section} [data-scope="highlight"][data-part="root"]`).all()) await expect(root).toHaveAttribute('data-state', 'shown');
  }
  const states = await roots.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-state')));
  expect(new Set(states)).toEqual(new Set(['shown']));
  const seen = (await page.evaluate('[...window.__highlightStates]')) as string[];
  expect(seen.filter((state) => state === 'playing' || state === 'delaying')).toEqual([]);
  await context.close();
});

test('[BLK-045] [BLK-046] without JavaScript the text is there and the strokes show at their end state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/demo/highlight');
  const circle = cardRoot(page, 'circle');
  // The server's markup: the initial state by kind (a draw undrawn, a fade hidden)...
  await expect(circle).toHaveAttribute('data-state', 'pending');
  await expect(circle.locator('[data-part="text"]')).toHaveText('round');
  // ...which the stylesheet shows at the end state when no script will ever play it.
  expect(await circle.locator('path').first().evaluate((path) => getComputedStyle(path).strokeDashoffset)).toMatch(/^0(px)?$/);
  expect(await cardRoot(page, 'marker').locator('svg').evaluate((svg) => getComputedStyle(svg).opacity)).toBe('1');
  await context.close();
});
