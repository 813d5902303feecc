import { expect, type Page } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { GalleryModelEvent, GalleryView } from '../gallery/spec.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';

export interface GalleryPageOptions {
  /** Page that shows the gallery. */
  url: string;
  /** The gallery's id on that page (its root element id, the prefix of its parts' ids). */
  rootId: string;
  count: number;
  /** The autoplay timeout the page's gallery uses. */
  autoplayTimeout: number;
  /** Run axe-core on the gallery in every distinct view reached; a violation fails the step. */
  axe?: boolean;
}

// One axe run per gallery and view per worker: a view looks the same on every path.
const axeChecked = new Set<string>();

const randomFixed = new WeakSet<Page>();

/**
 * Drives a gallery on a page through what a visitor does: clicks on its buttons and
 * thumbnails, the pointer over it, arrow keys, and Playwright's fake clock for autoplay. The
 * page's randomness is fixed (Math.random() = 0, the model's choice). It reads the view through
 * the classes and attributes templates depend on (`sqs-active-slide`, `sqs-disabled`,
 * `data-autoplay`, the thumbnails' `aria-current`).
 */
export function createGalleryPageDriver(page: Page, options: GalleryPageOptions): ModelDriver<GalleryModelEvent, GalleryView> {
  const { url, rootId, count } = options;
  const root = page.locator(`[id="${rootId}"]`);

  /**
   * A click on one of the gallery's buttons, without moving the pointer or focus: those are
   * the model's own events (HOVER_*), and a dimmed control (aria-disabled) is still clickable.
   * Enter and Space on the controls are checked in specs/gallery.pw.ts.
   */
  const clickAndRestore = (selector: string) => page.locator(selector).dispatchEvent('click');

  return {
    async reset() {
      if (!randomFixed.has(page)) {
        randomFixed.add(page);
        await page.addInitScript(() => {
          Math.random = () => 0;
        });
      }
      await page.mouse.move(1, 1);
      await page.clock.install({ time: 0 });
      await page.goto(url);
      await page.clock.pauseAt(1_000);
      await expect(root).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'NEXT':
          return clickAndRestore(`[id="${rootId}-next"]`);
        case 'PREVIOUS':
          return clickAndRestore(`[id="${rootId}-previous"]`);
        case 'GO_TO':
          return clickAndRestore(`[id="${rootId}"] [data-part='indicator'] >> nth=${event.index}`);
        case 'PLAY':
        case 'PAUSE':
          return clickAndRestore(`[id="${rootId}"] [data-part='rotation']`);
        case 'HOVER_START':
          return root.locator('.sm-slideshow-stage').hover({ position: { x: 40, y: 200 } });
        case 'HOVER_END':
          return page.mouse.move(1, 1);
        case 'KEY':
          return page.keyboard.press(event.key);
        case 'AUTOPLAY_TICK':
          return page.clock.runFor(options.autoplayTimeout);
        default:
          throw new Error(`the page driver cannot perform ${event.type}`);
      }
    },
    async expect(view) {
      const read = () =>
        page.evaluate(
          ({ rootId, count }) => {
            const byId = (id: string) => document.getElementById(id);
            const slides = Array.from({ length: count }, (_, index) => byId(`${rootId}-slide-${index}`));
            const thumbs = [...document.querySelectorAll(`[id="${rootId}"] [data-part='indicator']`)];
            return {
              active: slides.flatMap((slide, index) => (slide?.classList.contains('sqs-active-slide') ? [index] : [])),
              current: thumbs.flatMap((thumb, index) => (thumb.getAttribute('aria-current') === 'true' ? [index] : [])),
              autoplay: byId(rootId)?.getAttribute('data-autoplay'),
              inMotion: byId(rootId)?.hasAttribute('data-in-motion'),
              previousDisabled: byId(`${rootId}-previous`)?.classList.contains('sqs-disabled'),
              nextDisabled: byId(`${rootId}-next`)?.classList.contains('sqs-disabled'),
            };
          },
          { rootId, count },
        );
      await expect
        .poll(read, { intervals: [20, 20, 50] })
        .toEqual({
          active: [view.index],
          current: [view.index],
          autoplay: view.autoplay,
          inMotion: view.inMotion,
          previousDisabled: view.previousDisabled,
          nextDisabled: view.nextDisabled,
        });
      const axeKey = `${url} ${rootId} ${JSON.stringify(view)}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await analyzeUnderPausedClock(page, `[id="${rootId}"]`);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe on ${url} #${rootId}`).toEqual([]);
      }
    },
  };
}
