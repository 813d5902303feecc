import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { createAccordionMachineDriver } from './accordion/machine-driver.ts';
import { accordionModel } from './accordion/model.ts';
import { createGalleryMachineDriver } from './gallery/machine-driver.ts';
import { galleryModel } from './gallery/model.ts';
import { createVideoMachineDriver } from './video/machine-driver.ts';
import { videoModel } from './video/model.ts';
import { createCheckoutMachineDriver } from './checkout/machine-driver.ts';
import { checkoutModel } from './checkout/model.ts';
import { createCookieBannerMachineDriver } from './cookie-banner/machine-driver.ts';
import { cookieBannerModel } from './cookie-banner/model.ts';
import { createErrorReporterMachineDriver } from './error-reporter/machine-driver.ts';
import { errorReporterModel } from './error-reporter/model.ts';
import { createMarqueeMachineDriver } from './marquee/machine-driver.ts';
import { marqueeModel } from './marquee/model.ts';
import { createPopupOverlayMachineDriver } from './popup-overlay/machine-driver.ts';
import { popupOverlayModel } from './popup-overlay/model.ts';
import { createTraceLoggerMachineDriver } from './trace-logger/machine-driver.ts';
import { traceLoggerModel } from './trace-logger/model.ts';
import { createVisitorCookiesMachineDriver } from './visitor-cookies/machine-driver.ts';
import { visitorCookiesModel } from './visitor-cookies/model.ts';
import { createFormMachineDriver } from './form/machine-driver.ts';
import { formModel } from './form/model.ts';
import { createRequestMachineDriver } from './request/machine-driver.ts';
import { requestModel } from './request/model.ts';
import { createRequestQueueMachineDriver } from './request-queue/machine-driver.ts';
import { requestQueueModel } from './request-queue/model.ts';
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
import { createCartMachineDriver } from './cart/machine-driver.ts';
import { cartModel } from './cart/model.ts';
import { createButtonTrackingMachineDriver } from './button-tracking/machine-driver.ts';
import { buttonTrackingModel } from './button-tracking/model.ts';
import { createExperimentMachineDriver } from './experiment/machine-driver.ts';
import { experimentModel } from './experiment/model.ts';
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
  { model: galleryModel, createDriver: createGalleryMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: videoModel, createDriver: createVideoMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: cookieBannerModel, createDriver: createCookieBannerMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: visitorCookiesModel, createDriver: createVisitorCookiesMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: popupOverlayModel, createDriver: createPopupOverlayMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: checkoutModel, createDriver: createCheckoutMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: marqueeModel, createDriver: createMarqueeMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: errorReporterModel, createDriver: createErrorReporterMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: traceLoggerModel, createDriver: createTraceLoggerMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: formModel, createDriver: createFormMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: requestModel, createDriver: createRequestMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: requestQueueModel, createDriver: createRequestQueueMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: lightboxModel, createDriver: createLightboxMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: dialogStackModel, createDriver: createDialogStackMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: confirmationModel, createDriver: createConfirmationMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: tooltipModel, createDriver: createTooltipMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: systemErrorModel, createDriver: createSystemErrorMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: sessionModel, createDriver: createSessionMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: followButtonModel, createDriver: createFollowButtonMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: relativeTimeModel, createDriver: createRelativeTimeMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: cartModel, createDriver: createCartMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: buttonTrackingModel, createDriver: createButtonTrackingMachineDriver } as MachineRun<unknown, EventObject, unknown>,
  { model: experimentModel, createDriver: createExperimentMachineDriver } as MachineRun<unknown, EventObject, unknown>,
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
