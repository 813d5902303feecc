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

export { galleryModel } from './gallery/model.ts';
export { createGallerySpec, exploredEventTypes, galleryView, MODEL_RANDOM } from './gallery/spec.ts';
export type { GalleryAutoplayView, GalleryKeyName, GalleryModelConfig, GalleryModelEvent, GallerySpec, GalleryView } from './gallery/spec.ts';
export { createGalleryMachineDriver } from './gallery/machine-driver.ts';
export { videoModel } from './video/model.ts';
export { createVideoSpec, LOADS_COUNTED } from './video/spec.ts';
export type { VideoModelConfig, VideoModelEvent, VideoModelState, VideoSpec, VideoView } from './video/spec.ts';
export { createVideoMachineDriver, MODEL_EMBEDS } from './video/machine-driver.ts';
