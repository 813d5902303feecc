import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createDialogStackMachineDriver } from './machine-driver.ts';
import { dialogStackModel } from './model.ts';

const coverage = createCoverageRecorder(dialogStackModel.machineName, dialogStackModel.machine);

describe('dialogStackMachine model (machine level)', () => {
  for (const config of dialogStackModel.configs) {
    describe(dialogStackModel.describeConfig(config), () => {
      const driver = createDialogStackMachineDriver(config, coverage.inspect);
      for (const path of planPaths(dialogStackModel, config)) {
        it(`[NAV-007] [NAV-008] [NAV-009] [NAV-010] [LBX-021] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of dialogStackMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
