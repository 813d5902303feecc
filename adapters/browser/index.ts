/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { normalizeProps, spreadProps } from './dom-props.ts';
export { focusElementById } from './focus.ts';
export { isInFrame, isMobileDevice, prefersReducedMotion } from './device.ts';
export { readCookie, readCookies, removeCookie, writeCookie } from './cookies.ts';
export type { CookieWriteOptions } from './cookies.ts';
export { safeStorage, STORAGE_UNAVAILABLE_MESSAGE } from './storage.ts';
export type { SafeStorage, StorageArea } from './storage.ts';
export { sessionValue } from './session-value.ts';
export type { SessionValueStore } from './session-value.ts';
export { bindAccordionEffects } from './accordion.ts';
export { bindTabs } from './tabs.ts';
export { bindPricingToggle } from './pricing-toggle.ts';
export type { PricingToggleEnvironment } from './pricing-toggle.ts';
export type { TabsEnvironment } from './tabs.ts';
export {
  bindGalleryEffects,
  bindGalleryHistory,
  bindGalleryKeyboard,
  claimGalleryNode,
  releaseGalleryNode,
  initialIndexFromHistory,
  isEditableTarget,
  isInViewport,
  nomotionRequested,
} from './gallery.ts';
export type { GalleryEnv, GalleryHistoryOptions } from './gallery.ts';
export { bindGallery } from './gallery.ts';
export { bindSwipe } from './swipe.ts';
export { devicePixelRatio, observeNearViewport, observeSize, pageImageQueue, waitForNode } from './media.ts';
export { loadImageElement, loadImagesIn } from './image-loader.ts';
export { bindImage, knownToQueue } from './image.ts';
export type { ImageActor, ImageEnvironment } from './image.ts';
export { loadImageLoader, showPlainImages } from './image-loader-on-demand.ts';
export type { ImageLoaderModule } from './image-loader-on-demand.ts';
export type { ImageQueueActor } from './media.ts';
export { bindVideo, bindVideoPlayer, registerVideo, subscribeToPlayer } from './video.ts';
export type { VideoEnv } from './video.ts';
export { bindCookieBannerEffects, readConsent } from './cookie-banner.ts';
export { bindVisitorCookieEffects, newVisitorId, readVisitorCookies, startVisitorCookies } from './visitor-cookies.ts';
export { readPageView, sendCensusHit, sendTrackBeacon } from './tracking.ts';
export { startVisitorTracking } from './visitor-tracking.ts';
export { bindPopupOverlay, readPopupOverlayStored, sendWithTime } from './popup-overlay.ts';
export { showAlert } from './alert.ts';
export { bindCheckoutEffects, navigateTo } from './checkout.ts';
export type { CheckoutEffects } from './checkout.ts';
export { bindMarquee, createFrameLoop, observeMarquee } from './marquee.ts';
export type { MarqueeEnv } from './marquee.ts';
export { installErrorReporter, installTraceLogger } from './error-reporting.ts';
export type { ErrorReporter, SiteErrorContext, TraceLogger } from './error-reporting.ts';
export { createDataLayer, DataLayerError } from './data-layer.ts';
export type { CookieAccess, DataLayer, DataLayerOptions, ErrorDialog, RequestOptions, SystemErrorDetails } from './data-layer.ts';
export { bindFormEffects, focusFormError, formActors, redirectTo, runScripts, showFormSuccess } from './form.ts';
export { renderCaptcha } from './captcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './captcha.ts';
export { observeWidth } from './element-width.ts';
export { createSiteUserSession, loadCommentCounts, loadFonts, renderWidgetBlock, XSRF_HEADER, XSRF_STORAGE_KEY } from './site-api.ts';
export type { LoaderDocument } from './site-api.ts';
export { bindHoverPause } from './gallery.ts';
export { installRemovedTweenGlobal } from './tween-global.ts';
export { bindDialogStack, ensureDialogRoot } from './dialogs.ts';
export { bindLightboxEffects, focusCloseControlFromRoot, isMobileViewport, openLightboxFromAddress } from './lightbox.ts';
export { bindSessionEffects, readSessionInput, requestLogout, PAGE_CONTEXT_ELEMENT_ID } from './session.ts';
export type { SessionEffectHandlers } from './session.ts';
export { readSiteContext, SITE_CONTEXT_ELEMENT_ID } from './site-context.ts';
export { followLink } from './links.ts';
export type { NavigableLocation } from './links.ts';
export { onSystemError, reportSystemError } from './system-error.ts';
export { reportUntrustedSystemError } from './system-error-untrusted.ts';
export { loadScriptOnce, mountFollowLinks } from './follow.ts';
export { loadScript, resetScriptLoaders, scriptLoaderFor } from './script-loader.ts';
export type { LoadScriptOptions, ScriptDocument, ScriptElementLike, ScriptLoaderActor } from './script-loader.ts';
export { bindTooltip, bindTooltipDismiss } from './tooltip.ts';
export type { TooltipEnvironment } from './tooltip.ts';
export { parseHtmlFragment } from './html.ts';
export { bindCart, browserCartMachine, cartActors, CartAnswerError, CART_CHANNEL, startCart } from './cart.ts';
export { createCartRef, type CartRef } from './cart-ref.ts';
export type { CartActor, CartEnvironment } from './cart.ts';
export { bindMap, browserMapMachine, createMapActor, loadMapsScript } from './map.ts';
export type { MapActor } from './map.ts';
export { mapsNamespace } from './maps-api.ts';
export type { MapsListener, MapsMap, MapsMarker, MapsNamespace } from './maps-api.ts';
export { bindReservation, browserReservationMachine, createReservationActor } from './reservation.ts';
export type { BookingWidgetApi, ReservationActor } from './reservation.ts';
export { bindSummary, createSummaryActor, summaryMachineFor } from './summary.ts';
export type { SummaryActor } from './summary.ts';
export { createRecaptchaProvider } from './recaptcha.ts';
export type { GrecaptchaApi, RecaptchaProviderOptions } from './recaptcha.ts';
export { bindButtonBlock, buttonTrackingMachineWith, startButtonBlock } from './button-block.ts';
export type { ButtonBlockEnv, ButtonTrackingActor } from './button-block.ts';
export { bindAdPixel, startAdPixel } from './ad-pixel.ts';
export { createAnalyticsClient, loadAnalyticsId } from './analytics.ts';
export type { AnalyticsClient, AnalyticsClientOptions, AnalyticsTransport } from './analytics.ts';
export { postCensus } from './census.ts';
export { startExperiments } from './experiment.ts';
export type { ExperimentEnv } from './experiment.ts';
export { reportNetworkError, setNetworkErrorReporter } from './network-errors.ts';
