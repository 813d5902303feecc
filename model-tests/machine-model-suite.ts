import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCoverageRecorder, formatCoverage } from './kit/coverage.ts';
import type { ModelDriver } from './kit/driver.ts';
import type { BehaviourModel } from './kit/model.ts';
import { planPaths } from './kit/paths.ts';
import { runPath } from './kit/run.ts';

/**
 * The machine-level model suite every behaviour runs in vitest: each configuration's planned
 * paths on the bare machine (test names cite `ids`), then a last test that the paths took every
 * state and transition of the real machine.
 */
export function describeMachineModel<TConfig, TEvent extends EventObject, TView>(
  model: BehaviourModel<TConfig, TEvent, TView, AnyStateMachine>,
  createDriver: (config: TConfig, inspect: (event: InspectionEvent) => void) => ModelDriver<TEvent, TView>,
  ids: string,
): void {
  const coverage = createCoverageRecorder(model.machineName, model.machine);
  describe(`${model.machineName} model (machine level)`, () => {
    for (const config of model.configs) {
      describe(model.describeConfig(config), () => {
        const driver = createDriver(config, coverage.inspect);
        for (const path of planPaths(model, config)) {
          it(`${ids} ${path.description}`, async () => {
            await runPath(path, driver);
          });
        }
      });
    }
    // Runs last (vitest keeps file order): the paths above must have taken the whole real graph.
    it(`reaches every state and takes every transition of ${model.machineName}`, () => {
      const report = coverage.report();
      console.log(formatCoverage(report));
      expect(report.states.missing, 'states never reached').toEqual([]);
      expect(report.transitions.missing, 'transitions never taken').toEqual([]);
      expect(report.transitions.total).toBeGreaterThan(0);
    });
  });
}
