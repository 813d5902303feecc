import { expect, type Page } from '@playwright/test';
import { CONFIRMATION_HIDE_FALLBACK_MS, INFORMATION_AUTO_HIDE_MS } from '../../machines/confirmation/constants.ts';
import type { DialogKind } from '../../machines/dialogs/logic.ts';
import { LIGHTBOX_FADE_MS } from '../../machines/lightbox/constants.ts';
import type { DialogStackModelEvent, DialogStackView } from '../dialog-stack/spec.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { analyzeUnderPausedClock } from './accordion-driver.ts';

/** How a page opens and closes each kind of dialog: button names, in the page or the top dialog. */
export interface DialogStackPageOptions {
  url: string;
  /** The button that opens each kind from the page, or from inside the dialog below it. */
  openers: Partial<Record<DialogKind, string>>;
  nestedOpeners: Partial<Record<DialogKind, string>>;
  /** The button each kind closes itself with; information has none (it hides after 2 s). */
  closers: Partial<Record<DialogKind, string>>;
  /** An element in a standard control area, clickable over every dialog [NAV-009]. */
  controlArea: string;
  axe?: boolean;
}

/**
 * What the page shows of its dialog stack, in one round trip: each layer's kind and z-index in
 * stacking order, which are inert, whether the page below is inert, and where focus is.
 */
function readView() {
  const layers = [...document.querySelectorAll<HTMLElement>('[data-dialog-id]')].sort((a, b) => Number(a.style.zIndex) - Number(b.style.zIndex));
  const kindOf = (layer: HTMLElement) =>
    layer.querySelector('[data-scope="lightbox"]')
      ? 'lightbox'
      : layer.querySelector('[data-scope="system-error"]')
        ? 'system-error'
        : (layer.querySelector('[data-scope="confirmation"][data-part="root"]')?.getAttribute('data-kind') ?? 'unknown');
  const top = layers.at(-1);
  const active = document.activeElement;
  return {
    stack: layers.map(kindOf),
    zIndexes: layers.map((layer) => Number(layer.style.zIndex)),
    inert: layers.map((layer) => layer.inert),
    pageInert: document.getElementById('root')?.inert ?? false,
    // WAI-ARIA dialog: focus is in the top dialog; with none open it is back on the page.
    focus: top ? (top.contains(active) ? 'top dialog' : 'elsewhere') : active && active !== document.body && document.getElementById('root')?.contains(active) ? 'page' : 'lost',
  };
}

const axeChecked = new Set<string>();

/**
 * Drives the dialog stack of a page through what a visitor does: buttons that open and close
 * dialogs, Esc, clicks outside the top dialog and in a standard control area, and time for
 * information's 2 s. After a dialog closes, its fade-out runs out before the next step.
 */
export function createDialogStackPageDriver(page: Page, options: DialogStackPageOptions): ModelDriver<DialogStackModelEvent, DialogStackView> {
  let loads = 0;
  let open: DialogKind[] = [];
  // Before any dialog, nothing has focus; after the last one closes, focus is back on the page.
  let hadDialog = false;
  const settle = () => page.clock.runFor(Math.max(LIGHTBOX_FADE_MS, CONFIRMATION_HIDE_FALLBACK_MS));
  const topLayer = () => page.locator('[data-dialog-id]').last();

  return {
    async reset() {
      open = [];
      hadDialog = false;
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.goto(`${options.url}?load=${++loads}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    async send(event) {
      const top = open.at(-1);
      switch (event.type) {
        case 'OPEN': {
          // A bare OPEN (the model gives no kind where the top dialog offers none) opens nothing.
          if (!event.kind) return;
          const name = top === undefined ? options.openers[event.kind] : options.nestedOpeners[event.kind];
          await (top === undefined ? page : topLayer()).getByRole('button', { name, exact: true }).click();
          open.push(event.kind);
          hadDialog = true;
          // A lightbox shows its controls once its overlay is in.
          if (event.kind === 'lightbox') await page.clock.runFor(LIGHTBOX_FADE_MS);
          return;
        }
        case 'ESCAPE':
          await page.keyboard.press('Escape');
          if (open.pop()) await settle();
          return;
        case 'OUTSIDE_CLICK':
          if (event.area !== null) {
            await page.locator(options.controlArea).click();
            return;
          }
          // The top left corner: a confirmation's backdrop, or the inert page beside information.
          await page.mouse.click(5, 5);
          open.pop();
          await settle();
          return;
        case 'CLOSE_OWN': {
          const kind = open.pop();
          const closer = kind && options.closers[kind];
          if (closer) await topLayer().getByRole('button', { name: closer, exact: true }).click();
          else await page.clock.runFor(INFORMATION_AUTO_HIDE_MS);
          await settle();
          return;
        }
      }
    },
    async expect(view) {
      const count = view.stack.length;
      const expected = {
        stack: view.stack,
        zIndexes: view.stack.map((_, index) => 30000 + 10 * index),
        inert: view.stack.map((_, index) => index < count - 1),
        pageInert: count > 0,
        focus: count > 0 ? 'top dialog' : hadDialog ? 'page' : 'lost',
      };
      await expect.poll(() => page.evaluate(readView), { intervals: [20, 20, 50] }).toEqual(expected);
      const axeKey = `${options.url} ${view.stack.join('>')}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await analyzeUnderPausedClock(page);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe with ${axeKey}`).toEqual([]);
      }
    },
  };
}
