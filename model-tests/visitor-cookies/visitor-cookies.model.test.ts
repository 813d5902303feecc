import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createVisitorCookiesMachineDriver } from './machine-driver.ts';
import { visitorCookiesModel } from './model.ts';

const coverage = createCoverageRecorder(visitorCookiesModel.machineName, visitorCookiesModel.machine);

describe('visitorCookiesMachine model (machine level)', () => {
  for (const config of visitorCookiesModel.configs) {
    describe(visitorCookiesModel.describeConfig(config), () => {
      const driver = createVisitorCookiesMachineDriver(config, coverage.inspect);
      for (const path of planPaths(visitorCookiesModel, config)) {
        it(`[COOK-005] [COOK-006] [COOK-007] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of visitorCookiesMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
