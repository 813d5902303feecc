import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createErrorReporterMachineDriver } from './machine-driver.ts';
import { errorReporterModel } from './model.ts';

const coverage = createCoverageRecorder(errorReporterModel.machineName, errorReporterModel.machine);

describe('errorReporterMachine model (machine level)', () => {
  for (const config of errorReporterModel.configs) {
    const driver = createErrorReporterMachineDriver(config, coverage.inspect);
    for (const path of planPaths(errorReporterModel, config)) {
      it(`[ERR-004] [ERR-006] [ERR-007] ${path.description}`, async () => {
        await runPath(path, driver);
      });
    }
  }

  it('reaches every state and takes every transition of errorReporterMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
  });
});
