import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createGalleryMachineDriver } from './machine-driver.ts';
import { galleryModel } from './model.ts';

const coverage = createCoverageRecorder(galleryModel.machineName, galleryModel.machine);
const TAGS = '[GAL-037] [GAL-038] [GAL-042] [GAL-043] [GAL-049] [GAL-051] [GAL-053]';

describe('galleryMachine model (machine level)', () => {
  for (const config of galleryModel.configs) {
    describe(galleryModel.describeConfig(config), () => {
      const driver = createGalleryMachineDriver(config, coverage.inspect);
      const paths = planPaths(galleryModel, config);
      // One test per configuration: hundreds of short paths, each from a fresh actor.
      it(`${TAGS} walks all ${paths.length} planned paths`, async () => {
        for (const path of paths) {
          try {
            await runPath(path, driver);
          } catch (error) {
            throw new Error(`path ${path.description}: ${(error as Error).message}`, { cause: error });
          }
        }
      });
    });
  }

  it('reaches every state and takes every transition of galleryMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
