import { expect, type Page, type Route } from '@playwright/test';
import type { ExperimentModelConfig, ExperimentModelEvent, ExperimentView } from '../experiment/spec.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { axeOnce } from './axe.ts';

/**
 * Drives /demo/tracking's experiments and session replay: the device's cores set before the
 * page's scripts, the toggle and sample from the query, an internal site owner through the demo's
 * page context; START is the visitor's Accept (or, for the owner, the page's load); getId and the
 * replay script are held by the test and answered (an id, the mock id, 500), aborted, or left to
 * hang while the page's clock passes 2500 ms.
 */
export function createExperimentPageDriver(page: Page, config: ExperimentModelConfig, baseURL: string): ModelDriver<ExperimentModelEvent, ExperimentView> {
  const status = page.locator('[data-scope="experiment"][data-part="replay"]');
  let ids: Route[] = [];
  let scripts: Route[] = [];
  // The owner's experiments start at load: their idle state is the server's markup, read as served.
  let servedIdle = false;
  return {
    async reset() {
      await page.context().clearCookies();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      ids = [];
      scripts = [];
      await page.addInitScript((cores) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores }), config.replay.cores);
      await page.clock.install();
      await page.route('**/api/commerce/fullstory/getId', (route) => void ids.push(route));
      await page.route('**/stand-in-replay.js', (route) => void scripts.push(route));
      if (config.mayOverride) {
        await page.context().addCookies([{ name: 'sm-demo-page-context', value: JSON.stringify({ loggedIn: true, websiteSettings: true, siteStatus: 6, websiteRoles: [1] }), url: baseURL }]);
      }
      await page.evaluate((saved) => localStorage.setItem('sm_experiment_overrides', JSON.stringify(saved)), config.saved).catch(() => {});
      const query = new URLSearchParams(config.search);
      if (config.replay.toggle) query.set('replay', 'on');
      if (!config.replay.inSample) query.set('replaySample', 'out');
      query.set('noredirect', '');
      // The saved choices are written on the origin first, then the page loads with them.
      await page.goto('/demo/accordion');
      await page.evaluate((saved) => localStorage.setItem('sm_experiment_overrides', JSON.stringify(saved)), config.saved);
      const served = await page.request.get(`/demo/tracking?${query}`);
      servedIdle = /data-scope="experiment" data-part="replay" role="status" data-state="idle"/.test(await served.text());
      await page.goto(`/demo/tracking?${query}`);
      await expect(page.getByTestId('tracking-status')).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'START':
          if (!config.mayOverride) {
            const banner = page.getByRole('region', { name: 'Cookie consent' });
            await banner.getByRole('button', { name: 'Accept' }).click();
          }
          break;
        case 'ID_OK':
        case 'ID_MOCK':
        case 'ID_FAIL':
          await expect.poll(() => ids.length).toBe(1);
          if (event.type === 'ID_FAIL') await ids[0]!.fulfill({ status: 500, json: { error: 'down' } });
          else await ids[0]!.fulfill({ json: { data: event.type === 'ID_OK' ? 'visitor-42' : 'mock-visitor-id' } });
          break;
        case 'ID_TIMEOUT':
          await expect.poll(() => ids.length).toBe(1);
          await expect(status).toHaveAttribute('data-state', 'fetchingId');
          await page.clock.runFor(2_500);
          break;
        case 'SCRIPT_OK':
          await expect.poll(() => scripts.length).toBe(1);
          await scripts[0]!.continue();
          break;
        case 'SCRIPT_FAIL':
          await expect.poll(() => scripts.length).toBe(1);
          await scripts[0]!.abort('failed');
          break;
      }
    },
    async expect(view) {
      if (view.state === 'idle' && config.mayOverride) {
        expect(servedIdle, 'the served page shows the experiments idle').toBe(true);
        return;
      }
      await expect(status).toHaveAttribute('data-state', view.state);
      const shown = JSON.parse((await page.getByTestId('experiment-choices').textContent()) ?? '{}') as Record<string, string>;
      const stored = await page.evaluate(() => localStorage.getItem('sm_experiment_overrides'));
      if (view.started) {
        expect(shown).toEqual(config.expectedChoices);
        // [TRK-015] [TRK-016] Saved (an empty set clears the key).
        const expectedStored = Object.keys(config.expectedChoices).length === 0 && config.expectSave ? null : config.expectSave ? config.expectedChoices : config.saved;
        expect(stored === null ? null : JSON.parse(stored)).toEqual(expectedStored);
      }
      if (view.state === 'replaying') await expect(page.locator('html')).toHaveAttribute('data-replay-id', 'visitor-42');
      else expect(await page.locator('html').getAttribute('data-replay-id')).toBeNull();
      if (view.state === 'replayOff' || view.state === 'idle') expect(ids).toHaveLength(0);
      await axeOnce(page, `experiment ${view.state}`, '[data-scope="experiment"][data-part="root"]');
    },
  };
}
