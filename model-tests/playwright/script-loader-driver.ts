import { expect, type Page, type Route } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { ScriptLoaderModelConfig, ScriptLoaderModelEvent, ScriptLoaderView } from '../script-loader/spec.ts';

/** The map blocks of /demo/map in the order they ask for the maps script: the pair near the top, then the far one. */
const ASKERS = ['studio-map', 'default-map'] as const;
const MAP_STATE: Record<ScriptLoaderView['status'], string> = { idle: 'dormant', loading: 'loading', loaded: 'ready', failed: 'unavailable' };

/**
 * Drives the page's script loader through the map blocks of /demo/map, whose states show it:
 * `LOAD` brings the next map near the viewport (it asks for the maps script), the maps
 * service's answer is held by the test and then let through (`SCRIPT_LOADED`) or broken
 * (`SCRIPT_FAILED`), and `TIMEOUT` runs the page's clock (installed before the page loads) 30 s.
 * The view is the asking map's state and the number of requests the page made for the script:
 * one per load, never one per map (MAP-018).
 */
export function createScriptLoaderPageDriver(page: Page, config: ScriptLoaderModelConfig): ModelDriver<ScriptLoaderModelEvent, ScriptLoaderView> {
  let held: Route | null = null;
  let requests = 0;
  let asks = 0;
  let loads = 0;
  let asker: string = ASKERS[0];
  return {
    async reset() {
      held = null;
      requests = 0;
      asks = 0;
      loads = 0;
      await page.setViewportSize({ width: 400, height: 300 });
      await page.clock.install();
      await page.route('**/providers/maps.js?*', (route) => {
        requests += 1;
        held = route;
      });
      await page.goto('/demo/map');
      await page.waitForLoadState('networkidle');
    },
    async send(event) {
      switch (event.type) {
        case 'LOAD': {
          asker = ASKERS[Math.min(asks, ASKERS.length - 1)]!;
          asks += 1;
          const before = await page.locator(`[id="${asker}"]`).getAttribute('data-state');
          await page.locator(`[id="${asker}"]`).scrollIntoViewIfNeeded();
          if (before === 'dormant') await expect(page.locator(`[id="${asker}"]`)).not.toHaveAttribute('data-state', 'dormant');
          return;
        }
        case 'SCRIPT_LOADED': {
          const route = held!;
          held = null;
          return route.continue();
        }
        case 'SCRIPT_FAILED': {
          const route = held!;
          held = null;
          return route.abort('failed');
        }
        case 'TIMEOUT':
          // The page's clock also runs in real time between steps: checked 2 s short of the timeout.
          await page.clock.runFor(config.timeoutMs - 2_000);
          await expect(page.locator(`[id="${asker}"]`)).toHaveAttribute('data-state', 'loading');
          return page.clock.runFor(2_000);
      }
    },
    async expect(view) {
      const map = page.locator(`[id="${asker}"]`);
      await expect(map).toHaveAttribute('data-state', MAP_STATE[view.status]);
      if (view.status === 'loading') {
        await expect.poll(() => held !== null, { message: 'the script request reached the network' }).toBe(true);
        loads += 1;
      }
      // [MAP-018] One request per load however many maps asked.
      expect(requests).toBeLessThanOrEqual(Math.max(loads, 1));
      if (view.status === 'failed') await expect(map.getByRole('status')).toHaveText('The map could not be loaded. The address is shown below.');
      if (view.status === 'loaded') expect(await page.evaluate(() => (window as Window & { __smMapsScriptRuns?: number }).__smMapsScriptRuns)).toBe(1);
    },
  };
}
