import { expect, type Page, type Route } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { ButtonTrackingModelEvent, ButtonTrackingView } from '../button-tracking/spec.ts';
import { axeOnce } from './axe.ts';

export interface ButtonTrackingPageOptions {
  url: string;
  /** The button block's root id. */
  rootId: string;
  /** The link's accessible name. */
  name: string;
  /** Where the button points (it opens in a new window). */
  target: RegExp;
  axe?: boolean;
}

/**
 * Drives the demo's new-window button block as a visitor does: Accept (or the demo's consent
 * switch) for TRACKING_ON, its withdrawal for TRACKING_OFF, clicks with the main button, a
 * modifier or the middle button; the census call is held by the test and answered 200, 500, or
 * left to hang while the page's clock passes 2500 ms. The adapter performs the replay as soon as
 * the machine asks (it sends REPLAYED itself), so `replaying` is seen as the new window opening
 * to the button's address, and the model's REPLAYED as the block being back to idle.
 */
export function createButtonTrackingPageDriver(page: Page, options: ButtonTrackingPageOptions): ModelDriver<ButtonTrackingModelEvent, ButtonTrackingView> {
  const root = page.locator(`[id="${options.rootId}"]`);
  const link = root.getByRole('link', { name: options.name });
  let held: Route[] = [];
  // New windows opened by replays, and the model's REPLAYED acknowledgements of them.
  let replays = 0;
  let acknowledged = 0;
  const answer = async (status: number) => {
    const route = held.shift();
    await route?.fulfill({ status, json: {} });
  };
  return {
    async reset() {
      await page.context().clearCookies();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      held = [];
      replays = 0;
      acknowledged = 0;
      await page.clock.install();
      await page.route('**/api/census/button-click', (route) => void held.push(route));
      await page.goto(options.url);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'TRACKING_ON': {
          const banner = page.getByRole('region', { name: 'Cookie consent' });
          if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept' }).click();
          else {
            const again = page.getByRole('button', { name: 'Give consent again' });
            if (await again.isVisible()) await again.click();
          }
          await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-state', 'tracked');
          break;
        }
        case 'TRACKING_OFF': {
          const withdraw = page.getByRole('button', { name: 'Withdraw consent' });
          if (await withdraw.isVisible()) await withdraw.click();
          break;
        }
        case 'CLICK': {
          const state = await root.getAttribute('data-state');
          if (state === 'untracked') {
            // Untracked, the link is the browser's: its own new window, nothing recorded.
            const opened = page.context().waitForEvent('page');
            await link.click();
            await (await opened).close();
          } else {
            await link.click();
            if (state === 'idle') await expect(root).toHaveAttribute('data-state', 'recording');
          }
          break;
        }
        case 'MODIFIER_CLICK':
        case 'MIDDLE_CLICK':
          // The browser's own handling (a new tab) is stopped in the test page, so only the block's reaction shows.
          await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
          await link.click(event.type === 'MODIFIER_CLICK' ? { modifiers: ['ControlOrMeta'] } : { button: 'middle' });
          break;
        case 'RECORD_OK':
        case 'RECORD_FAIL': {
          const opened = page.context().waitForEvent('page');
          await expect.poll(() => held.length).toBeGreaterThan(0);
          await answer(event.type === 'RECORD_OK' ? 200 : 500);
          const other = await opened;
          await expect(other).toHaveURL(options.target);
          replays += 1;
          await other.close();
          break;
        }
        case 'RECORD_TIMEOUT': {
          const opened = page.context().waitForEvent('page');
          // The census call hangs: still held until the page's clock passes 2500 ms (the exact
          // millisecond is checked on the machine; this clock also runs in real time).
          await expect(root).toHaveAttribute('data-state', 'recording');
          await page.clock.runFor(2_500);
          const other = await opened;
          await expect(other).toHaveURL(options.target);
          replays += 1;
          await other.close();
          held = [];
          break;
        }
        case 'REPLAYED':
          acknowledged += 1;
          break;
      }
    },
    async expect(view) {
      if (view.state === 'replaying') {
        // Replayed: one new window at the button's address for the click held; the block takes the next click.
        expect(replays).toBe(acknowledged + 1);
        await expect(root).toHaveAttribute('data-state', 'idle');
      } else {
        await expect(root).toHaveAttribute('data-state', view.state);
        expect(replays, 'no navigation outside a replay').toBe(acknowledged);
      }
      if (view.state === 'recording') await expect(link).toHaveAttribute('aria-busy', 'true');
      else await expect(link).not.toHaveAttribute('aria-busy', /.*/);
      if (options.axe) await axeOnce(page, `button-block ${view.state}`, `[id="${options.rootId}"]`);
    },
  };
}
