import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { createAccordionMachineDriver } from './accordion/machine-driver.ts';
import { accordionModel } from './accordion/model.ts';
import { createFormMachineDriver } from './form/machine-driver.ts';
import { formModel } from './form/model.ts';
import { createRequestMachineDriver } from './request/machine-driver.ts';
import { requestModel } from './request/model.ts';
import { createRequestQueueMachineDriver } from './request-queue/machine-driver.ts';
import { requestQueueModel } from './request-queue/model.ts';
import { createCoverageRecorder, type MachineCoverage } from './kit/coverage.ts';
import type { ModelDriver } from './kit/driver.ts';
import type { BehaviourModel } from './kit/model.ts';
import { planPaths } from './kit/paths.ts';
import { runPath } from './kit/run.ts';

/** A model with the driver that runs it on the bare machine. */
export interface MachineRun<TConfig, TEvent extends EventObject, TView> {
  model: BehaviourModel<TConfig, TEvent, TView, AnyStateMachine>;
  createDriver(config: TConfig, inspect: (event: InspectionEvent) => void): ModelDriver<TEvent, TView>;
}

// Every behaviour's machine-level run; `model:coverage` walks them all.
export const machineRuns = [
  { model: accordionModel, createDriver: createAccordionMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: formModel, createDriver: createFormMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: requestModel, createDriver: createRequestMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: requestQueueModel, createDriver: createRequestQueueMachineDriver } as MachineRun<unknown, EventObject, unknown>,
];

/** Walks every planned path of every configuration and returns the real machine's coverage. */
export async function measureCoverage<TConfig, TEvent extends EventObject, TView>(
  run: MachineRun<TConfig, TEvent, TView>,
): Promise<MachineCoverage> {
  const recorder = createCoverageRecorder(run.model.machineName, run.model.machine);
  for (const config of run.model.configs) {
    const driver = run.createDriver(config, recorder.inspect);
    for (const path of planPaths(run.model, config)) await runPath(path, driver);
  }
  return recorder.report();
}
