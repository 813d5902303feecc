import { test } from '@playwright/test';
import { experimentModel } from '../experiment/model.ts';
import { runPath } from '../kit/run.ts';
import { createExperimentPageDriver } from './experiment-driver.ts';
import { planPathsPerState } from './plan.ts';

// Every configuration of the model a page can show (an owner is never tracked, so never replayed:
// the owner-with-replay configuration runs on the machine only), each spec state by each kind of
// step into it.
for (const config of experimentModel.configs.filter((candidate) => !(candidate.mayOverride && candidate.replay.tracked))) {
  test.describe(`experimentMachine model on /demo/tracking: ${experimentModel.describeConfig(config)}`, () => {
    for (const path of planPathsPerState(experimentModel, config, 'transition')) {
      test(`[TRK-014] [TRK-015] [TRK-016] [TRK-017] [TRK-018] [TRK-019] [TRK-020] [TRK-021] ${path.description}`, async ({ page, baseURL }) => {
        await runPath(path, createExperimentPageDriver(page, config, baseURL ?? ''));
      });
    }
  });
}
