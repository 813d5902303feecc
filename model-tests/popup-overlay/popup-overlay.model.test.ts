import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createPopupOverlayMachineDriver } from './machine-driver.ts';
import { popupOverlayModel } from './model.ts';

const coverage = createCoverageRecorder(popupOverlayModel.machineName, popupOverlayModel.machine);

describe('popupOverlayMachine model (machine level)', () => {
  for (const config of popupOverlayModel.configs) {
    describe(popupOverlayModel.describeConfig(config), () => {
      const driver = createPopupOverlayMachineDriver(config, coverage.inspect);
      for (const path of planPaths(popupOverlayModel, config)) {
        it(`[BLK-052] [BLK-053] [BLK-054] [BLK-055] [BLK-057] [BLK-058] [BLK-059] [BLK-060] [BLK-061] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  it('reaches every state and takes every transition of popupOverlayMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
