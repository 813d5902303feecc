import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { popupOverlayModel } from '../popup-overlay/model.ts';
import { createPopupOverlayPageDriver } from './popup-overlay-driver.ts';
import { test } from './isolated-page.ts';

// The configurations that show the popup, and three that must not (the rules themselves are
// walked on the machine and in the property test).
const uiConfigs = popupOverlayModel.configs.filter((config) =>
  ['first visit', 'closed long ago', 'newer version', 'closed yesterday', 'mobile', 'screenshot'].includes(config.name),
);

for (const config of uiConfigs) {
  test.describe(`popupOverlayMachine model on /demo/popup-overlay: ${config.name}`, () => {
    for (const path of planPaths(popupOverlayModel, config)) {
      test(`[BLK-052] [BLK-055] [BLK-057] [BLK-059] [BLK-060] [BLK-061] ${path.description}`, async ({ clockPage }) => {
        await runPath(path, createPopupOverlayPageDriver(clockPage, config, { path: '/demo/popup-overlay', title: 'Join our newsletter', axe: true }));
      });
    }
  });
}
