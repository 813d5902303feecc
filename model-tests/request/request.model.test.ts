import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createRequestMachineDriver } from './machine-driver.ts';
import { requestModel } from './model.ts';

const coverage = createCoverageRecorder(requestModel.machineName, requestModel.machine);

describe('requestMachine model (machine level)', () => {
  for (const config of requestModel.configs) {
    describe(requestModel.describeConfig(config), () => {
      const driver = createRequestMachineDriver(config, coverage.inspect);
      for (const path of planPaths(requestModel, config)) {
        it(`[NET-011] [NET-012] [NET-013] [NET-014] [NET-020] [NET-021] [NET-027] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of requestMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
