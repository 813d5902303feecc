import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createVideoMachineDriver } from './machine-driver.ts';
import { videoModel } from './model.ts';

const coverage = createCoverageRecorder(videoModel.machineName, videoModel.machine);

describe('videoMachine model (machine level)', () => {
  for (const config of videoModel.configs) {
    describe(videoModel.describeConfig(config), () => {
      const driver = createVideoMachineDriver(config, coverage.inspect);
      const paths = planPaths(videoModel, config);
      it(`[MEDIA-023] [MEDIA-024] [MEDIA-027] [MEDIA-030] [GAL-054] [GAL-055] [GAL-056] walks all ${paths.length} planned paths`, async () => {
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

  it('reaches every state and takes every transition of videoMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
  });
});
