/**
 * The model-based suites, renderer-neutral: each behaviour's model (spec machine, events and
 * views), the kit that plans and walks its paths, and the machine-level drivers. Another
 * renderer writes a `ModelDriver` for its own UI and walks the same paths.
 */
export type { ModelDriver } from './kit/driver.ts';
export type { BehaviourModel } from './kit/model.ts';
export { planPaths } from './kit/paths.ts';
export type { PlannedPath } from './kit/paths.ts';
export { runPath } from './kit/run.ts';
export { createCoverageRecorder, formatCoverage, isComplete } from './kit/coverage.ts';
export type { CoverageCount, CoverageRecorder, MachineCoverage } from './kit/coverage.ts';
export { machineRuns, measureCoverage } from './machine-runs.ts';
export type { MachineRun } from './machine-runs.ts';

export { accordionModel } from './accordion/model.ts';
export { createAccordionSpec } from './accordion/spec.ts';
export type { AccordionKey, AccordionModelConfig, AccordionModelEvent, AccordionSpec, AccordionView } from './accordion/spec.ts';
export { createAccordionMachineDriver } from './accordion/machine-driver.ts';

export { formModel } from './form/model.ts';
export { createFormSpec, FILLS, MODEL_FORM_FIELDS, SAVE_ANSWERS } from './form/spec.ts';
export type { CaptchaSetting, FormModelConfig, FormModelEvent, FormSpec, FormView, SaveStatus } from './form/spec.ts';
export { createFormMachineDriver } from './form/machine-driver.ts';
export { requestModel } from './request/model.ts';
export { createRequestSpec } from './request/spec.ts';
export type { RequestModelConfig, RequestModelEvent, RequestSpec, RequestView } from './request/spec.ts';
export { createRequestMachineDriver } from './request/machine-driver.ts';
export { requestQueueModel } from './request-queue/model.ts';
export { createRequestQueueSpec } from './request-queue/spec.ts';
export type { RequestQueueModelConfig, RequestQueueModelEvent, RequestQueueSpec, RequestQueueView } from './request-queue/spec.ts';
export { createRequestQueueMachineDriver } from './request-queue/machine-driver.ts';
