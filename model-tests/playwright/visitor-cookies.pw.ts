import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { visitorCookiesModel } from '../visitor-cookies/model.ts';
import { createVisitorCookiesPageDriver } from './visitor-cookies-driver.ts';
import { test } from './isolated-page.ts';

// A new visitor and a returning one in a new session; the other starts are walked on the machine.
const uiConfigs = visitorCookiesModel.configs.filter((config) => ['new visitor', 'returning visitor, new session'].includes(config.name));

for (const config of uiConfigs) {
  test.describe(`visitorCookiesMachine model on /demo/visitor-cookies: ${config.name}`, () => {
    for (const path of planPaths(visitorCookiesModel, config)) {
      test(`[COOK-005] [COOK-006] [COOK-007] ${path.description}`, async ({ isolatedPage, baseURL }) => {
        await runPath(path, createVisitorCookiesPageDriver(isolatedPage, config, { origin: baseURL ?? '', path: '/demo/visitor-cookies' }));
      });
    }
  });
}
