import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './kit/coverage.ts';
import type { BehaviourModel } from './kit/model.ts';
import { machineModelSuite, type MachineDriverFactory, type MachineModelOptions } from './kit/suite.ts';

/**
 * The machine-level model suite in vitest: `machineModelSuite` (runner-neutral, in the kit)
 * turned into `describe`/`it`, each configuration's paths (test names cite the IDs), then a
 * last test that the paths took every state and transition of the real machine. The only
 * file of the kit that imports vitest, so it stays out of the `site-machines/model-tests` entry.
 */
export function describeMachineModel<TConfig, TEvent extends EventObject, TView>(
  model: BehaviourModel<TConfig, TEvent, TView, AnyStateMachine>,
  createDriver: MachineDriverFactory<TConfig, TEvent, TView>,
  ids: string | MachineModelOptions,
): void {
  const suite = machineModelSuite(model, createDriver, typeof ids === 'string' ? { ids } : ids);
  describe(suite.name, () => {
    for (const group of suite.groups) {
      const declare = () => {
        for (const test of group.tests) it(test.name, () => test.run());
      };
      if (group.name === null) declare();
      else describe(group.name, declare);
    }
    // Runs last (vitest keeps file order): the paths above must have taken the whole real graph.
    it(suite.coverage.name, () => {
      const report = suite.coverage.report();
      console.log(formatCoverage(report));
      expect(report.states.missing, 'states never reached').toEqual([]);
      expect(report.transitions.missing, 'transitions never taken').toEqual([]);
      expect(report.transitions.total).toBeGreaterThan(0);
    });
  });
}
