import { expect, type Page, type Route } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { ReservationModelConfig, ReservationModelEvent, ReservationView } from '../reservation/spec.ts';

/** Viewport widths that put the dinner block's container on each side of 850 px, and beside each on the same side. */
export const VIEWPORTS = { a: 1280, b: 800, nearA: 1100, nearB: 700 } as const;

const HEIGHT = 100;

/**
 * Drives the dinner block of /demo/reservation?provider=held: the page's clock is paused from
 * before it loads (the widget's 5 s DOM wait and the loader's 30 s run only when a step says),
 * the provider script's request is held until the model lets it through or breaks it, and the
 * stand-in widget's draws wait for the model (`RENDERED` releases them; `DOM_NEVER_RENDERED`
 * and `RELOAD_FAILED` drop them and let 5 s pass). `NEAR` scrolls the block into view; resizes
 * set the viewport's width. The view: the block's state and theme, what the stand-in drew, and
 * the console line of a failure (BLK-027).
 */
export function createReservationPageDriver(page: Page, config: ReservationModelConfig): ModelDriver<ReservationModelEvent, ReservationView> {
  const block = page.locator('[id="dinner"]');
  let held: Route | null = null;
  let errors: string[] = [];
  let side: 'a' | 'b' = 'a';
  const control = (action: 'release' | 'drop') =>
    page.evaluate((name) => (window as unknown as { __smStandInReservationControl: Record<string, () => void> }).__smStandInReservationControl[name]!(), action);
  const pending = () => page.evaluate(() => (window as unknown as { __smStandInReservationControl?: { pending(): number } }).__smStandInReservationControl?.pending() ?? 0);
  const letScriptThrough = async () => {
    if (held) {
      const route = held;
      held = null;
      await route.continue();
    }
  };
  const waitForDraw = () => expect.poll(pending, { message: 'the block asked the widget to draw' }).toBeGreaterThan(0);
  return {
    async reset() {
      held = null;
      errors = [];
      side = 'a';
      page.removeAllListeners('console');
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.setViewportSize({ width: VIEWPORTS.a, height: HEIGHT });
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.route('**/providers/reservation.js?*', (route) => {
        held = route;
      });
      await page.goto(`/demo/reservation?provider=held${config.previewOnly ? '&loggedIn=true' : ''}`);
      await expect(block).toHaveAttribute('data-state', config.previewOnly ? 'preview' : 'dormant');
    },
    async send(event) {
      switch (event.type) {
        case 'NEAR':
          await block.scrollIntoViewIfNeeded();
          return expect(block).not.toHaveAttribute('data-state', 'dormant');
        case 'RENDERED':
          await letScriptThrough();
          await waitForDraw();
          return control('release');
        case 'SCRIPT_FAILED':
          await expect.poll(() => held !== null).toBe(true);
          return held!.abort('failed');
        case 'DOM_NEVER_RENDERED':
        case 'RELOAD_FAILED':
          await letScriptThrough();
          await waitForDraw();
          await control('drop');
          return page.clock.runFor(5_000);
        case 'RESIZE_ACROSS':
          side = side === 'a' ? 'b' : 'a';
          return page.setViewportSize({ width: VIEWPORTS[side], height: HEIGHT });
        case 'RESIZE_WITHIN':
          return page.setViewportSize({ width: side === 'a' ? VIEWPORTS.nearA : VIEWPORTS.nearB, height: HEIGHT });
      }
    },
    async expect(view) {
      await expect(block).toHaveAttribute('data-state', view.status);
      if (view.drawn !== null && view.status !== 'failed') {
        await expect(block).toHaveAttribute('data-theme', config.themes[view.drawn]);
        if (view.status === 'loaded') await expect(page.locator('[id="dinner-widget"] [data-provider-theme]')).toHaveAttribute('data-provider-theme', config.themes[view.drawn]);
      }
      if (view.log !== null) await expect.poll(() => errors.at(-1)).toBe(view.log);
      else expect(errors.filter((line) => ['loadjs failed', 'widget DOM never rendered', 'could not reloadScript and reinit block'].includes(line))).toEqual([]);
      if (view.status === 'preview') {
        const alert = block.getByRole('alert', { name: 'Preview Only' });
        await expect(alert).toContainText('Please log out of your Harbour Kitchen account in order to use the OpenTable Block.');
      }
      if (view.status === 'failed') await expect(block.getByRole('status')).toHaveText('Online booking is not available right now. Please call us to book.');
    },
  };
}
