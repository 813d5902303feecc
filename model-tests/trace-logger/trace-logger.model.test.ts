import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createTraceLoggerMachineDriver } from './machine-driver.ts';
import { traceLoggerModel } from './model.ts';

const coverage = createCoverageRecorder(traceLoggerModel.machineName, traceLoggerModel.machine);

describe('traceLoggerMachine model (machine level)', () => {
  for (const config of traceLoggerModel.configs) {
    const driver = createTraceLoggerMachineDriver(config, coverage.inspect);
    for (const path of planPaths(traceLoggerModel, config)) {
      it(`[ERR-011] [ERR-012] ${path.description}`, async () => {
        await runPath(path, driver);
      });
    }
  }

  it('reaches every state and takes every transition of traceLoggerMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
  });
});
