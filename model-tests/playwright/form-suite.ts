import { formModel } from '../form/model.ts';
import type { FormModelConfig } from '../form/spec.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createFormPageDriver } from './form-driver.ts';
import { test } from './fixtures.ts';

// The contact form against the real example backend; the page's switches give the model
// configuration. Every status answer runs with no captcha; the bound captcha and the success
// redirect run with one failure status.
const configs: FormModelConfig[] = [
  { captcha: 'none', redirect: false, saveStatuses: [400, 401, 404, 429, 500, 503] },
  { captcha: 'bound', redirect: true, saveStatuses: [429] },
];

/** Defines, in the calling spec file, the form model's paths on `renderer`'s contact form page at `path`. */
export function defineFormModelSuite(renderer: string, path: string): void {
  for (const config of configs) {
    const url = `${path}?captcha=${config.captcha}&redirect=${config.redirect ? 'on' : 'off'}`;
    test.describe(`formMachine model on ${renderer} ${url}`, () => {
      for (const planned of planPaths(formModel, config)) {
        test(`[FORM-014] [FORM-015] [FORM-016] [FORM-018] [FORM-019] [FORM-021] [FORM-022] [FORM-023] [FORM-024] [FORM-025] ${planned.description}`, async ({ modelPage }) => {
          const driver = createFormPageDriver(modelPage, {
            url,
            rootId: 'contact',
            submitText: 'Send message',
            redirectPath: '/demo/form/thanks',
            answersRoute: '/api/test/form-answers',
            axe: config.captcha === 'none',
          });
          await runPath(planned, driver);
        });
      }
    });
  }
}
