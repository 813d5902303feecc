import { cookieBannerModel } from '../cookie-banner/model.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createCookieBannerPageDriver } from './cookie-banner-driver.ts';
import { test } from './isolated-page.ts';

// Every configuration of the model on the React demo page, axe in each state reached.
for (const config of cookieBannerModel.configs) {
  test.describe(`cookieBannerMachine model on /demo/cookie-banner: ${cookieBannerModel.describeConfig(config)}`, () => {
    for (const path of planPaths(cookieBannerModel, config)) {
      test(`[COOK-021] [COOK-022] [COOK-023] [COOK-025] [COOK-026] [COOK-027] [COOK-028] [COOK-029] [COOK-040] ${path.description}`, async ({ isolatedPage, baseURL }) => {
        await runPath(path, createCookieBannerPageDriver(isolatedPage, config, { origin: baseURL ?? '', path: '/demo/cookie-banner', axe: true }));
      });
    }
  });
}
