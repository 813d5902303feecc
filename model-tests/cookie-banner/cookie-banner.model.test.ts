import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createCookieBannerMachineDriver } from './machine-driver.ts';
import { cookieBannerModel } from './model.ts';

const coverage = createCoverageRecorder(cookieBannerModel.machineName, cookieBannerModel.machine);

describe('cookieBannerMachine model (machine level)', () => {
  for (const config of cookieBannerModel.configs) {
    describe(cookieBannerModel.describeConfig(config), () => {
      const driver = createCookieBannerMachineDriver(config, coverage.inspect);
      for (const path of planPaths(cookieBannerModel, config)) {
        it(`[COOK-021] [COOK-022] [COOK-023] [COOK-025] [COOK-026] [COOK-027] [COOK-028] [COOK-029] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of cookieBannerMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
