import { expect, type Page } from '@playwright/test';
import type { CoverageRecorder } from '../kit/coverage.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { GalleryModelEvent, GalleryView } from '../gallery/spec.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';
import { recordPageCoverage } from './machine-coverage.ts';

export interface GalleryPageOptions {
  /** Page that shows the gallery. */
  url: string;
  /** The gallery's id on that page (its root element id, the prefix of its parts' ids). */
  rootId: string;
  count: number;
  /** The autoplay timeout the page's gallery uses (AUTOPLAY_TICK lets it run out). */
  autoplayTimeout?: number;
  /** The transition the page runs after an index change (MOTION_END lets it run). */
  motionMs?: number;
  /** The gallery has previous and next controls (a list has none). */
  controls?: boolean;
  /** The gallery has indicators (the linked thumbnails under a slideshow). */
  indicators?: boolean;
  /** The video slide's overlay button, by its accessible name. */
  videoOverlay?: string;
  /** SET_GROUP_SIZE: the window size that gives each row size. */
  viewports?: Record<number, { width: number; height: number }>;
  /** Run axe-core on the gallery in every distinct view reached; a violation fails the step. */
  axe?: boolean;
  /** Counts the states and transitions the page's gallery actors take. */
  coverage?: CoverageRecorder;
}

// One axe run per gallery and view per worker: a view looks the same on every path.
const axeChecked = new Set<string>();

const randomFixed = new WeakSet<Page>();

/**
 * Drives a gallery on a page through what a visitor does: clicks on its buttons, slides and
 * thumbnails, the pointer over it, keyboard focus in and out, arrow keys, the video slide's
 * player, the window's width, and Playwright's fake clock for autoplay and transitions. The
 * page's randomness is fixed (Math.random() = 0, the model's choice). It reads the view through
 * the classes and attributes templates depend on (`sqs-active-slide`, `sqs-disabled`,
 * `data-autoplay`, `data-in-motion`, the thumbnails' `aria-current`).
 */
export function createGalleryPageDriver(page: Page, options: GalleryPageOptions): ModelDriver<GalleryModelEvent, GalleryView> {
  const { url, rootId, count, controls = true, indicators = false } = options;
  const root = page.locator(`[id="${rootId}"]`);
  // Time is the model's: paused, and run only by AUTOPLAY_TICK and MOTION_END.
  const pausedClock = options.autoplayTimeout !== undefined || options.motionMs !== undefined;
  const playerSelector = `[id="${rootId}"] iframe[data-part="player"]:not([hidden])`;
  const player = page.frameLocator(playerSelector);

  /**
   * A click on one of the gallery's buttons, without moving the pointer or focus: those are
   * the model's own events (HOVER_*, FOCUS_*), and a dimmed control (aria-disabled) is still
   * clickable. Enter and Space on the controls are checked in specs/gallery.pw.ts.
   */
  const clickInPlace = (selector: string) => page.locator(selector).dispatchEvent('click');

  /** A slide's click: on its picture button where it has one (a list row), else on the slide. */
  const clickSlide = async (index: number) => {
    const slide = page.locator(`[id="${rootId}-slide-${index}"]`);
    const button = slide.locator('button.sm-slide-button');
    await ((await button.count()) > 0 ? button : slide).dispatchEvent('click');
  };

  /** The stand-in player's own buttons report to the page (once it listens, as real players do). */
  const pressPlayer = async (name: 'Play' | 'End') => {
    await expect(player.getByRole('list', { name: 'Commands received' })).toContainText(/listening|addEventListener/);
    await player.getByRole('button', { name, exact: true }).dispatchEvent('click');
  };

  return {
    async reset() {
      if (!randomFixed.has(page)) {
        randomFixed.add(page);
        await page.addInitScript(() => {
          Math.random = () => 0;
        });
      }
      if (options.coverage) await recordPageCoverage(page, 'gallery', options.coverage);
      if (options.viewports) {
        const widest = Math.max(...Object.keys(options.viewports).map(Number));
        const viewport = options.viewports[widest];
        if (viewport) await page.setViewportSize(viewport);
      }
      await page.mouse.move(1, 1);
      await page.clock.install({ time: 0 });
      await page.goto(url);
      // Otherwise time flows (a paused clock stays paused on a shared page after navigation).
      if (pausedClock) await page.clock.pauseAt(1_000);
      else await page.clock.resume();
      await expect(root).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'NEXT':
          return clickInPlace(`[id="${rootId}-next"]`);
        case 'PREVIOUS':
          return clickInPlace(`[id="${rootId}-previous"]`);
        case 'LINK_INDEX':
          // The linked thumbnails move; the slideshow follows them [GAL-045].
          return clickInPlace(`[id="${rootId}"] [data-part='indicator'] >> nth=${event.index}`);
        case 'PLAY':
        case 'PAUSE':
          return clickInPlace(`[id="${rootId}"] [data-part='rotation']`);
        case 'HOVER_START':
          return root.locator('.sm-slideshow-stage').hover({ position: { x: 40, y: 200 } });
        case 'HOVER_END':
          return page.mouse.move(1, 1);
        case 'FOCUS_IN':
          // Keyboard focus comes to the previous control (where Tab brings it).
          return page.locator(`[id="${rootId}-previous"]`).focus();
        case 'FOCUS_OUT':
          // Focus leaves the gallery for the page.
          return page.locator(`[id="${rootId}-previous"]`).blur();
        case 'KEY':
          return page.keyboard.press(event.key);
        case 'SLIDE_CLICK':
          await clickSlide(event.index);
          // A click-through address is followed [GAL-014].
          if (event.clickThroughUrl) await expect(page).toHaveURL(new URL(event.clickThroughUrl, page.url()).href);
          return;
        case 'AUTOPLAY_TICK':
          return page.clock.runFor(options.autoplayTimeout ?? 0);
        case 'MOTION_END':
          return page.clock.runFor(options.motionMs ?? 0);
        case 'VIDEO_PLAY': {
          // The overlay starts the player, which reports that it plays; a shown player's own Play.
          const overlay = page.getByRole('button', { name: options.videoOverlay ?? 'Play video', exact: true });
          // The video layer is its own chunk, revealed by React after a short throttle that
          // the paused clock holds: let a little time pass (far less than autoplay's) until the
          // overlay or the shown player is there.
          const ready = overlay.or(page.locator(playerSelector));
          for (let waited = 0; waited < 600 && !(await ready.isVisible()); waited += 100) await page.clock.runFor(100);
          await expect(ready).toBeVisible();
          if (await overlay.isVisible()) return overlay.dispatchEvent('click');
          return pressPlayer('Play');
        }
        case 'VIDEO_END':
          return pressPlayer('End');
        case 'SET_GROUP_SIZE': {
          const viewport = options.viewports?.[event.size];
          if (!viewport) throw new Error(`no window size gives rows of ${event.size}`);
          return page.setViewportSize(viewport);
        }
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
              previousDisabled: byId(`${rootId}-previous`)?.classList.contains('sqs-disabled') ?? null,
              nextDisabled: byId(`${rootId}-next`)?.classList.contains('sqs-disabled') ?? null,
            };
          },
          { rootId, count },
        );
      // [GAL-057] With rows, the whole row of the index is active.
      const first = Math.floor(view.index / view.groupSize) * view.groupSize;
      const group = Array.from({ length: view.groupSize }, (_, offset) => first + offset).filter((index) => index < count);
      await expect
        .poll(read, { intervals: [20, 20, 50] })
        .toEqual({
          active: group,
          current: indicators ? [view.index] : [],
          autoplay: view.autoplay,
          inMotion: view.inMotion,
          previousDisabled: controls ? view.previousDisabled : null,
          nextDisabled: controls ? view.nextDisabled : null,
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
