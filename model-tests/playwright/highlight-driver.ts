import { expect, type Locator, type Page } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { HighlightModelConfig, HighlightModelEvent, HighlightView } from '../highlight/spec.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';

export interface HighlightPageOptions {
  url: string;
  /** Selector of the highlight's root. */
  root: string;
  /** Selector of an element far enough away that scrolling to it hides the highlight. */
  away: string;
  /** The control whose press makes a layout transition around the text. */
  transitionTrigger: string;
  /** How long a play lasts on this highlight (ms), as its settings make it. */
  playMs: number;
  axe?: boolean;
  /**
   * The highlight is in an island that wakes as the visitor comes near, focuses or presses in it
   * (the React page): READY also wakes it, so it hydrates and binds wherever the view is.
   */
  island?: boolean;
  /**
   * The page's script renders the highlight (the plain-DOM page): before READY there is no root
   * yet, only the words, which is how `pending` looks there (nothing drawn, nothing hidden).
   */
  clientRendered?: boolean;
  /** Selector of the element that holds the highlight's words (what scrolls into view before it renders). */
  container?: string;
}

/**
 * Waits until the page's intersection observers have been told where the root now is. A scroll's
 * change reaches observers at the browser's next rendering step, not at once: a fresh observer's
 * first report comes in the same notification as the page's own (created earlier, so called
 * first). Without this, a clock jump right after a scroll (the start delay) could run before the
 * machine hears HIDDEN on a loaded machine. Nothing to wait for where there is no root yet.
 */
async function observedAs(root: Locator, intersecting: boolean) {
  if ((await root.count()) === 0) return;
  await expect
    .poll(() =>
      root.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              observer.disconnect();
              resolve(entries[entries.length - 1]?.isIntersecting ?? false);
            });
            observer.observe(element);
          }),
      ),
    )
    .toBe(intersecting);
}

// One axe run per view per worker: a view looks the same on every path to it.
const axeChecked = new Set<string>();

/**
 * Drives a highlight on a page as a visitor and the browser do. The page's scripts are held
 * back at load, so the server's markup shows the initial state (pending) until READY lets them
 * run (hydration, measure, observers: the machine's READY). Scrolling moves the text into and
 * out of view, the operating system's reduced-motion switch is emulated, a press of the page's
 * "Larger text" control transitions the heading around the text, and time passes only on the
 * page's paused fake clock (250 ms, the play, 2 s). The view is the root's `data-state` and
 * `data-resyncing`, and the stroke's dash offset (the drawn amount) read from the page.
 */
export function createHighlightPageDriver(page: Page, config: HighlightModelConfig, options: HighlightPageOptions): ModelDriver<HighlightModelEvent, HighlightView> {
  const root = page.locator(options.root);
  const stroke = root.locator('[data-part="stroke"]').first();
  let release: () => void = () => {};
  let reduced = config.reducedMotion;

  return {
    async reset() {
      reduced = config.reducedMotion;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.emulateMedia({ reducedMotion: config.reducedMotion ? 'reduce' : 'no-preference' });
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.goto(options.url, { waitUntil: 'commit' });
      if (options.clientRendered) await expect(root).toHaveCount(0);
      else await expect(root).toHaveAttribute('data-state', 'pending');
    },
    async send(event) {
      switch (event.type) {
        case 'READY':
          release();
          // An island is woken by focus inside it too: the transition control, focused without
          // scrolling, so the view stays where the path has put it. Focused again until the woken
          // block has hydrated: a focus before the page's scripts listen wakes nothing.
          if (options.island) {
            const trigger = page.locator(options.transitionTrigger);
            await expect(async () => {
              await trigger.evaluate((element) => {
                (element as HTMLElement).blur();
                (element as HTMLElement).focus({ preventScroll: true });
              });
              await expect(root).not.toHaveAttribute('data-state', 'pending', { timeout: 1_000 });
            }).toPass();
          }
          // Hydrated (or rendered) and bound: the machine has left pending.
          await expect(root).toHaveCount(1);
          return expect(root).not.toHaveAttribute('data-state', 'pending');
        case 'VISIBLE':
          if (options.clientRendered && options.container && (await root.count()) === 0) return page.locator(options.container).scrollIntoViewIfNeeded();
          await root.scrollIntoViewIfNeeded();
          return observedAs(root, true);
        case 'HIDDEN':
          await page.locator(options.away).scrollIntoViewIfNeeded();
          return observedAs(root, false);
        case 'REDUCED_MOTION':
          reduced = event.on;
          return page.emulateMedia({ reducedMotion: event.on ? 'reduce' : 'no-preference' });
        case 'LAYOUT_TRANSITION':
          // The control's click, without scrolling to it or focusing it (the view stays where it is);
          // before the scripts run nothing would hear it, and with reduced motion nothing transitions.
          if (reduced || (await root.count()) === 0 || (await root.getAttribute('data-state')) === 'pending') return;
          return page.locator(options.transitionTrigger).dispatchEvent('click');
        case 'START_DELAY_PASSED':
          return page.clock.runFor(250);
        case 'PLAY_DONE':
          return page.clock.runFor(options.playMs);
        case 'RESYNC_DONE':
          return page.clock.runFor(2_000);
        default:
          throw new Error(`${event.type} is not driven on the page`);
      }
    },
    async expect(view) {
      if (options.clientRendered && view.state === 'pending') {
        // Not rendered yet: the words are there as the page's HTML has them, nothing else.
        await expect(root).toHaveCount(0);
        return;
      }
      await expect(root).toHaveAttribute('data-state', view.state);
      if (view.resyncing) await expect(root).toHaveAttribute('data-resyncing', '');
      else await expect(root).not.toHaveAttribute('data-resyncing');
      const offset = Number(await stroke.evaluate((element) => getComputedStyle(element).strokeDashoffset.replace('px', '')));
      const drawnAt = -view.progress;
      if (view.state === 'playing') {
        // Frames move it from the start towards the end state as the fake clock lets them run.
        expect(Math.abs(offset)).toBeLessThanOrEqual(Math.abs(drawnAt) + 1e-6);
      } else {
        expect(offset, 'the stroke is drawn as far as the state says').toBeCloseTo(drawnAt, 5);
      }
      // The strokes are drawn for the text's box as laid out. Within a resync window the box is
      // re-measured each frame, and frames run only as the fake clock lets them: checked outside it.
      if (view.state !== 'pending' && !view.resyncing) {
        await expect
          .poll(() =>
            root.evaluate((element) => {
              const text = element.querySelector<HTMLElement>('[data-part="text"]');
              return element.querySelector('svg')?.getAttribute('viewBox') === `0 0 ${text?.offsetWidth} ${text?.offsetHeight}`;
            }),
          )
          .toBe(true);
      }
      const axeKey = `highlight ${options.root} ${view.state} ${view.resyncing}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await analyzeUnderPausedClock(page);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe in ${axeKey}`).toEqual([]);
      }
    },
  };
}
