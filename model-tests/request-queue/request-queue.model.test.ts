import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createRequestQueueMachineDriver } from './machine-driver.ts';
import { requestQueueModel } from './model.ts';

const coverage = createCoverageRecorder(requestQueueModel.machineName, requestQueueModel.machine);

describe('requestQueueMachine model (machine level)', () => {
  for (const config of requestQueueModel.configs) {
    describe(requestQueueModel.describeConfig(config), () => {
      const driver = createRequestQueueMachineDriver(config, coverage.inspect);
      for (const path of planPaths(requestQueueModel, config)) {
        it(`[NET-005] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of requestQueueMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
