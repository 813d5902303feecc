import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from '../kit/coverage.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createFormMachineDriver } from './machine-driver.ts';
import { formModel } from './model.ts';

const coverage = createCoverageRecorder(formModel.machineName, formModel.machine);

describe('formMachine model (machine level)', () => {
  for (const config of formModel.configs) {
    describe(formModel.describeConfig(config), () => {
      const driver = createFormMachineDriver(config, coverage.inspect);
      for (const path of planPaths(formModel, config)) {
        it(`[FORM-014] [FORM-016] [FORM-017] [FORM-022] [FORM-023] [FORM-024] [FORM-025] ${path.description}`, async () => {
          await runPath(path, driver);
        });
      }
    });
  }

  // Runs last (vitest keeps file order): the paths above must have taken the whole real graph.
  it('reaches every state and takes every transition of formMachine', () => {
    const report = coverage.report();
    console.log(formatCoverage(report));
    expect(report.states.missing, 'states never reached').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    expect(report.transitions.total).toBeGreaterThan(0);
  });
});
