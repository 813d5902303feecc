import { dialogStackModel, DIALOGS_DEMO_CONFIG } from '../dialog-stack/model.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createDialogStackPageDriver } from './dialog-stack-driver.ts';
import { test } from './fixtures.ts';

const options = {
  url: '/demo/dialogs',
  openers: { lightbox: 'Open the favourites lightbox', confirmation: 'Confirm or cancel', information: 'Information', 'system-error': 'Cleaned error' },
  nestedOpeners: { confirmation: 'Remove from favourites' },
  closers: { lightbox: 'Close', confirmation: 'Cancel', 'system-error': 'Clear' },
  controlArea: '[data-control-area="notification"]',
  axe: true,
};

test.describe('dialogStackMachine model on /demo/dialogs', () => {
  for (const path of planPaths(dialogStackModel, DIALOGS_DEMO_CONFIG)) {
    test(`[NAV-007] [NAV-008] [NAV-009] [NAV-010] [LBX-021] ${path.description}`, async ({ modelPage }) => {
      await runPath(path, createDialogStackPageDriver(modelPage, options));
    });
  }
});
