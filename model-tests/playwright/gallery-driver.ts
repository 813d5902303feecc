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
  /**
   * 'timed': the machine times each transition (`motionMs`): MOTION_END lets the paused clock run
   * it out. 'reported': the track's CSS transition is the motion: the page's animations are held
   * (playback rate 0) and MOTION_END finishes them. Absent: nothing moves (reduced motion).
   */
  motion?: 'timed' | 'reported';
  motionMs?: number;
  /** The gallery has previous and next controls (a list has none). */
  controls?: boolean;
  /** The gallery has indicators (the linked thumbnails under a slideshow). */
  indicators?: boolean;
  /** The video slide's overlay button, by its accessible name. */
  videoOverlay?: string;
  /** VIEWPORT: the window is resized to the width (the widest first). */
  resizable?: boolean;
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
  const pausedClock = options.autoplayTimeout !== undefined || options.motion === 'timed';
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
    // A slide's button, or its link when it has a click-through address.
    const button = slide.locator('.sm-slide-button');
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
      if (options.resizable) await page.setViewportSize({ width: 1280, height: 720 });
      await page.mouse.move(1, 1);
      // Paused (or let flow) before the page loads, so no real time passes unseen; otherwise time
      // flows (a paused clock stays paused on a shared page after navigation).
      await page.clock.install({ time: 0 });
      if (pausedClock) await page.clock.pauseAt(1_000);
      else await page.clock.resume();
      await page.goto(url);
      await expect(root).toBeVisible();
      // The server's markup is visible before the page's keys are heard: the viewport width the
      // gallery learns once its effects (the keyboard's among them) have run is the sign.
      await expect(root).toHaveAttribute('data-viewport-known', '');
      if (options.motion === 'reported') {
        // Transitions start (and are reported) but stand still until MOTION_END finishes them.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      }
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
          if (options.motion === 'reported') {
            return page.evaluate((id) => document.querySelectorAll(`[id="${id}"] [data-part='track']`).forEach((track) => track.getAnimations().forEach((animation) => animation.finish())), rootId);
          }
          return page.clock.runFor(options.motionMs ?? 0);
        case 'GESTURE':
          // [TOUCH-002] A finger's quick swipe across the stage: press and release in one task, 200 px apart.
          return page.evaluate(
            ({ id, direction }) => {
              const stage = document.querySelector(`[id="${id}"] [data-part='slides']`);
              if (!stage) throw new Error('no stage');
              const box = stage.getBoundingClientRect();
              const y = box.top + box.height / 2;
              const [from, to] = direction === 'left' ? [box.left + box.width * 0.75, box.left + box.width * 0.75 - 200] : [box.left + box.width * 0.25, box.left + box.width * 0.25 + 200];
              const pointer = (type: string, x: number) => new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x, clientY: y });
              stage.dispatchEvent(pointer('pointerdown', from));
              stage.dispatchEvent(pointer('pointerup', to));
            },
            { id: rootId, direction: event.direction },
          );
        case 'SET_INDEX':
          // The page's own control sets the index it owns.
          return clickInPlace(`[data-gallery="${rootId}"][data-set-index="${event.index}"]`);
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
        case 'VIEWPORT':
          return page.setViewportSize({ width: event.width, height: 720 });
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
