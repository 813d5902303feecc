import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { createAccordionMachineDriver } from './accordion/machine-driver.ts';
import { accordionModel } from './accordion/model.ts';
import { createDialogStackMachineDriver } from './dialog-stack/machine-driver.ts';
import { dialogStackModel } from './dialog-stack/model.ts';
import { createLightboxMachineDriver } from './lightbox/machine-driver.ts';
import { lightboxModel } from './lightbox/model.ts';
import { createConfirmationMachineDriver } from './confirmation/machine-driver.ts';
import { confirmationModel } from './confirmation/model.ts';
import { createTooltipMachineDriver } from './tooltip/machine-driver.ts';
import { tooltipModel } from './tooltip/model.ts';
import { createSystemErrorMachineDriver } from './system-error/machine-driver.ts';
import { systemErrorModel } from './system-error/model.ts';
import { createSessionMachineDriver } from './session/machine-driver.ts';
import { sessionModel } from './session/model.ts';
import { createFollowButtonMachineDriver } from './follow/machine-driver.ts';
import { followButtonModel } from './follow/model.ts';
import { createRelativeTimeMachineDriver } from './relative-time/machine-driver.ts';
import { relativeTimeModel } from './relative-time/model.ts';
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
  { model: lightboxModel, createDriver: createLightboxMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: dialogStackModel, createDriver: createDialogStackMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: confirmationModel, createDriver: createConfirmationMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: tooltipModel, createDriver: createTooltipMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: systemErrorModel, createDriver: createSystemErrorMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: sessionModel, createDriver: createSessionMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: followButtonModel, createDriver: createFollowButtonMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: relativeTimeModel, createDriver: createRelativeTimeMachineDriver } as MachineRun<unknown, EventObject, unknown>,
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
