import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createMarqueeMachineDriver } from './machine-driver.ts';
import { marqueeModel } from './model.ts';

const coverage = createCoverageRecorder(marqueeModel.machineName, marqueeModel.machine);

describe('marqueeMachine model (machine level)', () => {
  for (const config of marqueeModel.configs) {
    describe(marqueeModel.describeConfig(config), () => {
      const driver = createMarqueeMachineDriver(config, coverage.inspect);
      for (const path of planPaths(marqueeModel, config)) {
        it(`[BLK-030] [BLK-031] [BLK-032] [BLK-033] [BLK-034] [BLK-036] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of marqueeMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
