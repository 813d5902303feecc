import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createLightboxMachineDriver } from './machine-driver.ts';
import { lightboxModel } from './model.ts';

const coverage = createCoverageRecorder(lightboxModel.machineName, lightboxModel.machine);

describe('lightboxMachine model (machine level)', () => {
  for (const config of lightboxModel.configs) {
    describe(lightboxModel.describeConfig(config), () => {
      const driver = createLightboxMachineDriver(config, coverage.inspect);
      for (const path of planPaths(lightboxModel, config)) {
        it(`[LBX-001] [LBX-006] [LBX-007] [LBX-008] [LBX-009] [LBX-010] [LBX-011] [LBX-013] [LBX-014] [LBX-015] [LBX-016] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  // Runs last (vitest keeps file order): the paths above must have taken the whole real graph.
  it('[LBX-028] reaches every state and takes every transition of lightboxMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
