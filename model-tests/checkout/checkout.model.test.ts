import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createCheckoutMachineDriver } from './machine-driver.ts';
import { checkoutModel } from './model.ts';

const coverage = createCoverageRecorder(checkoutModel.machineName, checkoutModel.machine);

describe('checkoutMachine model (machine level)', () => {
  for (const config of checkoutModel.configs) {
    describe(checkoutModel.describeConfig(config), () => {
      const driver = createCheckoutMachineDriver(config, coverage.inspect);
      for (const path of planPaths(checkoutModel, config)) {
        it(`[CHK-001] [CHK-002] [CHK-003] [CHK-004] [CHK-005] [CHK-006] [CHK-007] [CHK-008] [CHK-009] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of checkoutMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
