import { expect, type Page } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { MarqueeModelConfig, MarqueeModelEvent, MarqueeView } from '../marquee/spec.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';

export interface MarqueePageOptions {
  /** The page with the marquee. */
  url: string;
  /** Selector of the marquee's root. */
  root: string;
  /** Selector of an element far enough below that scrolling to it hides the marquee. */
  below: string;
  /** Run axe-core on the marquee in every distinct view reached (state and pause control). */
  axe?: boolean;
}

/**
 * Drives a marquee on a page the way a visitor does: scrolling it into and out of view, the
 * operating system's reduced-motion switch, the pointer over it and away, and its pause
 * control from the keyboard (Enter to pause, Space to resume). The view is its `data-state`,
 * the control's `aria-pressed`, whether the text really moves (its start offset read before and
 * after 150 ms of the page's fake clock, paused from before the page loads, so the frames run
 * are exactly those 150 ms whatever the machine's load), and that the wave is laid out for the
 * region's measured width. Resizes are walked on the machine, not here (config `resizeWidths: []`).
 */
// One axe run per view per worker: a view looks the same on every path to it.
const axeChecked = new Set<string>();

export function createMarqueePageDriver(page: Page, config: MarqueeModelConfig, options: MarqueePageOptions): ModelDriver<MarqueeModelEvent, MarqueeView> {
  const root = page.locator(options.root);
  const offset = () => root.locator('textPath').getAttribute('startOffset');
  const pauseControl = root.getByRole('button', { name: 'Pause marquee' });

  return {
    async reset() {
      await page.mouse.move(0, 0);
      await page.emulateMedia({ reducedMotion: config.reducedMotion ? 'reduce' : 'no-preference' });
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.goto(options.url);
      // Out of view to begin with, as the model starts.
      await page.locator(options.below).scrollIntoViewIfNeeded();
      await expect(root).toHaveAttribute('data-state', 'stopped');
    },
    async send(event) {
      switch (event.type) {
        case 'VISIBLE':
          return root.scrollIntoViewIfNeeded();
        case 'HIDDEN':
          return page.locator(options.below).scrollIntoViewIfNeeded();
        case 'REDUCED_MOTION':
          return page.emulateMedia({ reducedMotion: event.on ? 'reduce' : 'no-preference' });
        case 'HOVER_START':
          return root.hover();
        case 'HOVER_END':
          return page.mouse.move(0, 0);
        case 'PAUSE':
          return pauseControl.press('Enter');
        case 'RESUME':
          return pauseControl.press('Space');
        default:
          throw new Error(`${event.type} is not driven on the page`);
      }
    },
    async expect(view) {
      await expect(root).toHaveAttribute('data-state', view.state);
      await expect(pauseControl).toHaveAttribute('aria-pressed', String(view.pausePressed));
      const before = await offset();
      await page.clock.runFor(150);
      const after = await offset();
      if (view.state === 'running') expect(after, 'the text moves').not.toBe(before);
      else expect(after, 'the text stands still').toBe(before);
      const laidOut = await root.evaluate((element) => ({
        viewBox: Number(element.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]),
        width: Math.max(50, element.getBoundingClientRect().width),
      }));
      expect(laidOut.viewBox).toBeCloseTo(laidOut.width, 0);
      const axeKey = `marquee ${options.root} ${view.state} pause pressed ${view.pausePressed}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        // The page's clock is paused: axe's own timers run on fake time the analysis lets pass.
        const results = await analyzeUnderPausedClock(page, options.root);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe in ${axeKey}`).toEqual([]);
      }
    },
  };
}
