/**
 * The model-based suites, renderer-neutral and runner-neutral: each behaviour's model (spec
 * machine, events and views), the kit that plans and walks its paths, and the machine-level
 * drivers. Another renderer writes a `ModelDriver` for its own UI and walks the same paths with
 * its own test runner (`machineModelSuite` lists the tests; `runMachineModelSuite` runs them
 * with none). Nothing reachable from this entry imports a test library: the vitest wrapper,
 * `describeMachineModel`, stays in `machine-model-suite.ts`, outside the package.
 */
export type { ModelDriver } from './kit/driver.ts';
export type { BehaviourModel } from './kit/model.ts';
export { planPaths } from './kit/paths.ts';
export type { PlannedPath } from './kit/paths.ts';
export { runPath } from './kit/run.ts';
export { createCoverageRecorder, formatCoverage, isComplete } from './kit/coverage.ts';
export type { CoverageCount, CoverageRecorder, MachineCoverage, TransitionPlace } from './kit/coverage.ts';
export { check } from './kit/check.ts';
export { actorLifecycle } from './kit/lifecycle.ts';
export { machineModelSuite, runMachineModelSuite } from './kit/suite.ts';
export type { MachineDriverFactory, MachineModelOptions, MachineModelSuite, ModelTest, ModelTestGroup, ModelTestResult } from './kit/suite.ts';
export { machineRuns, measureCoverage } from './machine-runs.ts';
export type { MachineRun } from './machine-runs.ts';

export { accordionModel } from './accordion/model.ts';
export { createAccordionSpec } from './accordion/spec.ts';
export type { AccordionKey, AccordionModelConfig, AccordionModelEvent, AccordionSpec, AccordionView } from './accordion/spec.ts';
export { createAccordionMachineDriver } from './accordion/machine-driver.ts';

export { tabsModel, UNKNOWN_TAB } from './tabs/model.ts';
export { createTabsSpec } from './tabs/spec.ts';
export type { TabsKey, TabsModelConfig, TabsModelEvent, TabsSpec, TabsView } from './tabs/spec.ts';
export { createTabsMachineDriver } from './tabs/machine-driver.ts';

export { pricingToggleModel } from './pricing-toggle/model.ts';
export { createPricingToggleSpec } from './pricing-toggle/spec.ts';
export type { PricingModelOption, PricingToggleModelConfig, PricingToggleModelEvent, PricingToggleSpec, PricingToggleView } from './pricing-toggle/spec.ts';
export { createPricingToggleMachineDriver } from './pricing-toggle/machine-driver.ts';

export { galleryModel } from './gallery/model.ts';
export { createGallerySpec, exploredEventTypes, galleryView, MODEL_RANDOM } from './gallery/spec.ts';
export type { GalleryAutoplayView, GalleryKeyName, GalleryModelConfig, GalleryModelEvent, GallerySpec, GalleryView } from './gallery/spec.ts';
export { createGalleryMachineDriver } from './gallery/machine-driver.ts';
export { videoModel } from './video/model.ts';
export { createVideoSpec, LOADS_COUNTED } from './video/spec.ts';
export type { VideoModelConfig, VideoModelEvent, VideoModelState, VideoSpec, VideoView } from './video/spec.ts';
export { createVideoMachineDriver, MODEL_EMBEDS } from './video/machine-driver.ts';
export { cookieBannerModel, cookieBannerSettings } from './cookie-banner/model.ts';
export { createCookieBannerSpec, PLANTED_VISIT_COOKIE } from './cookie-banner/spec.ts';
export type { CookieBannerModelConfig, CookieBannerModelEvent, CookieBannerSpec, CookieBannerView } from './cookie-banner/spec.ts';
export { createCookieBannerMachineDriver } from './cookie-banner/machine-driver.ts';

export { visitorCookiesModel } from './visitor-cookies/model.ts';
export { createVisitorCookiesSpec } from './visitor-cookies/spec.ts';
export type { VisitorCookiesModelConfig, VisitorCookiesModelEvent, VisitorCookiesSpec, VisitorCookiesView } from './visitor-cookies/spec.ts';
export { createVisitorCookiesMachineDriver } from './visitor-cookies/machine-driver.ts';

export { popupOverlayModel, POPUP_MODEL_NOW } from './popup-overlay/model.ts';
export { createPopupOverlaySpec } from './popup-overlay/spec.ts';
export type { PopupOverlayModelConfig, PopupOverlayModelEvent, PopupOverlaySpec, PopupOverlayView } from './popup-overlay/spec.ts';
export { createPopupOverlayMachineDriver } from './popup-overlay/machine-driver.ts';

export { checkoutModel } from './checkout/model.ts';
export { createCheckoutSpec, expectedUrl } from './checkout/spec.ts';
export type { CheckoutModelConfig, CheckoutModelEvent, CheckoutSpec, CheckoutView } from './checkout/spec.ts';
export { checkoutStart, createCheckoutMachineDriver } from './checkout/machine-driver.ts';

export { marqueeModel } from './marquee/model.ts';
export { createMarqueeSpec } from './marquee/spec.ts';
export type { MarqueeModelConfig, MarqueeModelEvent, MarqueeSpec, MarqueeView } from './marquee/spec.ts';
export { createMarqueeMachineDriver } from './marquee/machine-driver.ts';

export { errorReporterModel } from './error-reporter/model.ts';
export { createErrorReporterSpec } from './error-reporter/spec.ts';
export type { ErrorReporterModelConfig, ErrorReporterModelEvent, ErrorReporterSpec, ErrorReporterView } from './error-reporter/spec.ts';
export { createErrorReporterMachineDriver } from './error-reporter/machine-driver.ts';

export { traceLoggerModel } from './trace-logger/model.ts';
export { createTraceLoggerSpec } from './trace-logger/spec.ts';
export type { TraceLoggerModelConfig, TraceLoggerModelEvent, TraceLoggerSpec, TraceLoggerView } from './trace-logger/spec.ts';
export { createTraceLoggerMachineDriver } from './trace-logger/machine-driver.ts';
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

export { cartModel } from './cart/model.ts';
export { createCartSpec, topState as cartSpecState, updatedQuantity as cartModelUpdatedQuantity } from './cart/spec.ts';
export type { CartModelConfig, CartModelEvent, CartModelState, CartSpec, CartView } from './cart/spec.ts';
export { createCartMachineDriver } from './cart/machine-driver.ts';
export { highlightModel } from './highlight/model.ts';
export { animatesAtLoad, createHighlightSpec, startProgress } from './highlight/spec.ts';
export type { HighlightModelConfig, HighlightModelEvent, HighlightSpec, HighlightView } from './highlight/spec.ts';
export { createHighlightMachineDriver, MODEL_TEXT_HEIGHT } from './highlight/machine-driver.ts';

export { blockAnimationModel } from './block-animation/model.ts';
export { createBlockAnimationSpec, skippedAtLoad } from './block-animation/spec.ts';
export type { BlockAnimationModelConfig, BlockAnimationModelEvent, BlockAnimationSpec, BlockAnimationView } from './block-animation/spec.ts';
export { createBlockAnimationMachineDriver } from './block-animation/machine-driver.ts';
export { scriptLoaderModel } from './script-loader/model.ts';
export { createScriptLoaderSpec } from './script-loader/spec.ts';
export type { ScriptLoaderModelConfig, ScriptLoaderModelEvent, ScriptLoaderSpec, ScriptLoaderView } from './script-loader/spec.ts';
export { createScriptLoaderMachineDriver } from './script-loader/machine-driver.ts';
export { reservationModel } from './reservation/model.ts';
export { createReservationSpec } from './reservation/spec.ts';
export type { ReservationModelConfig, ReservationModelEvent, ReservationSpec, ReservationView } from './reservation/spec.ts';
export { createReservationMachineDriver } from './reservation/machine-driver.ts';
export { buttonTrackingModel } from './button-tracking/model.ts';
export { createButtonTrackingSpec } from './button-tracking/spec.ts';
export type { ButtonTrackingModelConfig, ButtonTrackingModelEvent, ButtonTrackingSpec, ButtonTrackingView } from './button-tracking/spec.ts';
export { createButtonTrackingMachineDriver } from './button-tracking/machine-driver.ts';
export { experimentModel } from './experiment/model.ts';
export { createExperimentSpec } from './experiment/spec.ts';
export type { ExperimentModelConfig, ExperimentModelEvent, ExperimentSpec, ExperimentView } from './experiment/spec.ts';
export { createExperimentMachineDriver } from './experiment/machine-driver.ts';
export { imageBlockModel } from './image-block/model.ts';
export { createImageBlockSpec } from './image-block/spec.ts';
export type { ImageBlockModelConfig, ImageBlockModelEvent, ImageBlockSpec, ImageBlockView } from './image-block/spec.ts';
export { createImageBlockMachineDriver } from './image-block/machine-driver.ts';
export { imageModel } from './image/model.ts';
export { createImageSpec } from './image/spec.ts';
export type { ImageModelConfig, ImageModelEvent, ImageModelState, ImageSpec, ImageView as ImageModelView } from './image/spec.ts';
export { createImageMachineDriver } from './image/machine-driver.ts';
