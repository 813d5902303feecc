import { test } from '@playwright/test';
import { buttonTrackingModel } from '../button-tracking/model.ts';
import { runPath } from '../kit/run.ts';
import { createButtonTrackingPageDriver } from './button-tracking-driver.ts';
import { planPathsPerState } from './plan.ts';

// The demo's new-window button (the page stays, so every state is seen on it); the same-window
// replay is proven in specs/tracking.pw.ts. Each spec state by each kind of step into it, and the
// extra paths (the full plan runs on the machine).
test.describe('buttonTrackingMachine model on /demo/tracking #new-window-button', () => {
  for (const path of planPathsPerState(buttonTrackingModel, { newWindow: true }, 'transition')) {
    test(`[BLK-039] [TRK-023] [TRK-025] ${path.description}`, async ({ page }) => {
      await runPath(path, createButtonTrackingPageDriver(page, { url: '/demo/tracking', rootId: 'new-window-button', name: 'Open the form in a new window', target: /\/demo\/form$/, axe: true }));
    });
  }
});
