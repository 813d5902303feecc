import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createAccordionMachineDriver } from './machine-driver.ts';
import { accordionModel } from './model.ts';

const coverage = createCoverageRecorder(accordionModel.machineName, accordionModel.machine);

describe('accordionMachine model (machine level)', () => {
  for (const config of accordionModel.configs) {
    describe(accordionModel.describeConfig(config), () => {
      const driver = createAccordionMachineDriver(config, coverage.inspect);
      for (const path of planPaths(accordionModel, config)) {
        it(`[BLK-001] [BLK-002] [BLK-003] [BLK-004] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  // Runs last (vitest keeps file order): the paths above must have taken the whole real graph.
  it('reaches every state and takes every transition of accordionMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
