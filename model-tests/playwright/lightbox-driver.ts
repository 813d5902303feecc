import { expect, type Page } from '@playwright/test';
import { LIGHTBOX_FADE_MS, LIGHTBOX_KEY_THROTTLE_MS } from '../../machines/lightbox/constants.ts';
import { LIGHTBOX_AUTOPLAY_TIMEOUT_MS } from '../../machines/gallery/constants.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { LightboxModelConfig, LightboxModelEvent, LightboxView } from '../lightbox/spec.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';

export interface LightboxPageOptions {
  /** Page that shows the gallery and its lightbox; `<url>/<slide id>` names a slide [LBX-002]. */
  url: string;
  /** The lightbox's id (its dialog element's id). */
  rootId: string;
  /** Run axe-core once in each lightbox state reached; a violation fails the step. */
  axe?: boolean;
}

/** What the page shows of one lightbox, in one round trip: through its ARIA and data attributes. */
function readView({ rootId, slides }: { rootId: string; slides: readonly string[] }) {
  const root = document.getElementById(rootId);
  const state = root?.getAttribute('data-state') ?? 'closed';
  const current = root?.querySelector('[data-part="slide"][data-position="current"]');
  const rendered = [...(root?.querySelectorAll('[data-part="slide"]') ?? [])].map((slide) => Number(slide.id.split('-').at(-1)));
  const index = current ? Number(current.id.split('-').at(-1)) : null;
  const next = root?.querySelector<HTMLElement>('[data-part="next-trigger"]');
  const labelled = root ? document.getElementById(root.getAttribute('aria-labelledby') ?? '')?.textContent : null;
  return {
    state,
    index,
    arrows: state === 'open' ? !!next && next.checkVisibility() : null,
    hashItem: new URLSearchParams(window.location.hash.slice(1)).get('itemId'),
    // Only the current slide and its neighbours are in the document.
    neighboursOnly: index === null || rendered.every((at) => Math.abs(at - index) <= 1),
    // WAI-ARIA dialog: a labelled modal dialog holding focus while it is open.
    dialog: !root || (root.getAttribute('role') === 'dialog' && root.getAttribute('aria-modal') === 'true' && !!labelled),
    focusInside: state !== 'open' || root!.contains(document.activeElement),
    slideCount: slides.length,
    // [GAL-085] The play/pause control (its state), or off when hidden; null while closed.
    autoplay: (() => {
      const control = root?.querySelector<HTMLElement>('[data-part="autoplay-trigger"]');
      if (!root || !control) return null;
      return control.hidden ? 'off' : control.getAttribute('data-state');
    })(),
    autoplayStatus: root?.querySelector('[data-part="autoplay-status"]')?.getAttribute('aria-live') ?? null,
  };
}

const axeChecked = new Set<string>();

/**
 * Drives a lightbox on a page through what a visitor does: the gallery's slides (their buttons,
 * keyboard-activated, so they work during a fade-out too), the lightbox's buttons, keys and
 * clicks on the image and beside it, the address bar (hash or path) and the back button. Time
 * is Playwright's fake clock, paused.
 */
export function createLightboxPageDriver(page: Page, config: LightboxModelConfig, options: LightboxPageOptions): ModelDriver<LightboxModelEvent, LightboxView> {
  const { url, rootId } = options;
  const root = page.locator(`[id="${rootId}"]`);
  // The gallery slide's own button (a grid cell, or a slideshow picture) opens the lightbox.
  const thumbnail = (index: number) => page.locator(`[data-scope="gallery"][data-slide-id="${config.slides[index]}"] button`);
  // Each load has its own query, so it is a new document even when only the hash differs.
  let loads = 0;
  const load = async (hash = '', path = url) => {
    // [GAL-085] A lightbox that plays by itself starts where motion is welcome (the model page prefers reduced motion).
    await page.emulateMedia({ reducedMotion: config.autoplay ? 'no-preference' : 'reduce' });
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto(`${path}?load=${++loads}${hash}`);
    await expect(thumbnail(0)).toBeVisible();
  };
  const clickImage = async (at: number) => {
    // A lightbox in motion (one that plays by itself runs where motion is welcome) is clicked where its image has come to rest.
    await root.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
    const box = await root.locator('[data-position="current"] [data-part="image"]').boundingBox();
    if (!box) throw new Error('no current image');
    await page.mouse.click(box.x + box.width * at, box.y + box.height / 2);
  };
  const viewport = () => page.viewportSize() ?? { width: 1280, height: 720 };

  return {
    reset: async () => {
      // Every path starts on a desktop window: the page may be reused after a path that ended on a phone's.
      await page.setViewportSize({ width: 1280, height: 720 });
      await load();
    },
    async send(event) {
      switch (event.type) {
        case 'VIEWPORT': {
          // [LBX-019] A phone's window (at most 432 px) or a desktop's; the closed lightbox follows
          // the change. A media query listener added now runs after the page's own (listeners run
          // in the order they were added), so once it has run the lightbox has heard.
          const heard = page.evaluate((mobile) => {
            const query = window.matchMedia('(max-width: 432px)');
            return query.matches === mobile ? true : new Promise<boolean>((resolve) => query.addEventListener('change', () => resolve(true), { once: true }));
          }, event.mobile);
          await page.setViewportSize(event.mobile ? { width: 400, height: 800 } : { width: 1280, height: 720 });
          await heard;
          return;
        }
        case 'PAGE_OPEN':
        case 'PAGE_CLOSE':
        case 'PAGE_INDEX':
        case 'PAGE_SLIDES':
          throw new Error(`${event.type}: /demo/lightbox's galleries are not controlled by their page`);
        case 'OPEN':
          // Enter on the thumbnail: the way a keyboard user opens it, also while the last fade runs.
          await thumbnail(event.index).press('Enter');
          return;
        case 'LOAD_AT':
          if (event.via === 'path') await load('', `${url}/${config.slides[event.index]}`);
          else await load(`#itemId=${config.slides[event.index]}`);
          return;
        case 'HASH': {
          const id = config.slides[event.index] ?? '';
          // From a closed lightbox the hash is a new history entry; an open one's entry is replaced.
          const open = (await root.count()) > 0;
          await page.evaluate(({ id, open }) => (open ? window.location.replace(`#itemId=${id}`) : (window.location.hash = `itemId=${id}`)), { id, open });
          return;
        }
        case 'FADE_DONE':
          await page.clock.runFor(LIGHTBOX_FADE_MS);
          return;
        case 'THROTTLE_DONE':
          await page.clock.runFor(LIGHTBOX_KEY_THROTTLE_MS);
          return;
        case 'ARROW':
          await page.keyboard.press(event.key);
          return;
        case 'TICK':
          await page.clock.runFor(LIGHTBOX_AUTOPLAY_TIMEOUT_MS);
          return;
        case 'PLAY':
        case 'PAUSE': {
          // The control offers play or pause: a visitor presses it only for what it offers.
          const control = root.getByRole('button', { name: event.type === 'PLAY' ? 'Play slideshow' : 'Pause slideshow' });
          if ((await control.count()) > 0) await control.click();
          return;
        }
        case 'MOTION': {
          // The system's preference changes; a listener added now runs after the page's own.
          const heard = page.evaluate((reduced) => {
            const query = window.matchMedia('(prefers-reduced-motion: reduce)');
            return query.matches === reduced ? true : new Promise<boolean>((resolve) => query.addEventListener('change', () => resolve(true), { once: true }));
          }, event.reduced);
          await page.emulateMedia({ reducedMotion: event.reduced ? 'reduce' : 'no-preference' });
          await heard;
          return;
        }
        case 'NEXT':
        case 'PREVIOUS': {
          if (event.via === 'click') return clickImage(event.type === 'NEXT' ? 0.9 : 0.1);
          // At an end the arrow is aria-disabled (autoplay can bring the lightbox there): pressed, it does nothing.
          const arrow = root.getByRole('button', { name: event.type === 'NEXT' ? 'Next image' : 'Previous image' });
          await arrow.click({ force: (await arrow.getAttribute('aria-disabled')) === 'true' });
          return;
        }
        case 'CLOSE': {
          const { width, height } = viewport();
          if (event.via === 'button') await root.getByRole('button', { name: 'Close' }).click();
          else if (event.via === 'escape') await page.keyboard.press('Escape');
          else if (event.via === 'backdrop') await page.mouse.click(width * 0.05, height * 0.85);
          else if (event.via === 'edge') await page.mouse.click(width * 0.995, height * 0.85);
          else await page.goBack();
          return;
        }
      }
    },
    async expect(view) {
      const expected = {
        state: view.state,
        index: view.state === 'closed' ? null : view.index,
        arrows: view.state === 'open' ? view.arrows : null,
        hashItem: view.hashItem,
        neighboursOnly: true,
        dialog: true,
        focusInside: true,
        slideCount: config.slides.length,
        autoplay: view.state === 'closed' ? null : view.autoplay,
        autoplayStatus: view.state === 'closed' ? null : 'polite',
      };
      await expect.poll(() => page.evaluate(readView, { rootId, slides: config.slides }), { intervals: [20, 20, 50] }).toEqual(expected);
      const axeKey = `${url} ${rootId} ${view.state}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await analyzeUnderPausedClock(page);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe on ${url} with the lightbox ${view.state}`).toEqual([]);
      }
    },
  };
}
