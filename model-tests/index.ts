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

export { lightboxModel } from './lightbox/model.ts';
export { createLightboxSpec } from './lightbox/spec.ts';
export type { CloseVia, LightboxModelConfig, LightboxModelEvent, LightboxSpec, LightboxView } from './lightbox/spec.ts';
export { createLightboxMachineDriver } from './lightbox/machine-driver.ts';

export { dialogStackModel, DIALOGS_DEMO_CONFIG } from './dialog-stack/model.ts';
export { createDialogStackSpec } from './dialog-stack/spec.ts';
export type { DialogStackModelConfig, DialogStackModelEvent, DialogStackSpec, DialogStackView } from './dialog-stack/spec.ts';
export { createDialogStackMachineDriver } from './dialog-stack/machine-driver.ts';

export { confirmationModel } from './confirmation/model.ts';
export { createConfirmationSpec } from './confirmation/spec.ts';
export type { ConfirmationModelConfig, ConfirmationModelEvent, ConfirmationSpec, ConfirmationView } from './confirmation/spec.ts';
export { createConfirmationMachineDriver } from './confirmation/machine-driver.ts';

export { tooltipModel } from './tooltip/model.ts';
export { createTooltipSpec } from './tooltip/spec.ts';
export type { TooltipModelConfig, TooltipModelEvent, TooltipSpec, TooltipView } from './tooltip/spec.ts';
export { createTooltipMachineDriver } from './tooltip/machine-driver.ts';

export { systemErrorModel } from './system-error/model.ts';
export { createSystemErrorSpec } from './system-error/spec.ts';
export type { SystemErrorModelConfig, SystemErrorModelEvent, SystemErrorSpec, SystemErrorView } from './system-error/spec.ts';
export { createSystemErrorMachineDriver } from './system-error/machine-driver.ts';

export { sessionModel } from './session/model.ts';
export { createSessionSpec, PREVIEW_PAGE } from './session/spec.ts';
export type { SessionModelConfig, SessionModelEvent, SessionSpec, SessionView } from './session/spec.ts';
export { createSessionMachineDriver } from './session/machine-driver.ts';

export { followButtonModel } from './follow/model.ts';
export { createFollowSpec } from './follow/spec.ts';
export type { FollowModelConfig, FollowModelEvent, FollowSpec, FollowView } from './follow/spec.ts';
export { createFollowButtonMachineDriver } from './follow/machine-driver.ts';

export { relativeTimeModel } from './relative-time/model.ts';
export { createRelativeTimeSpec } from './relative-time/spec.ts';
export type { RelativeTimeModelConfig, RelativeTimeModelEvent, RelativeTimeSpec, RelativeTimeView } from './relative-time/spec.ts';
export { createRelativeTimeMachineDriver } from './relative-time/machine-driver.ts';
