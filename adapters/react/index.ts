'use client';
/**
 * React hooks: each starts a machine with the browser adapters provided and returns
 * `{ actorRef, api }` (`api` is the machine's `connect` view model); `options.inspect` reaches
 * `createActor`. Every hook renders on a server: browser facts start from the page environment
 * (`PageEnvironmentProvider`) and are read in effects.
 */
export { useAccordion } from './useAccordion.ts';
export type { AccordionActor, UseAccordionInput } from './useAccordion.ts';
export { useProductCard } from './useProductCard.ts';
export { useProductCardView } from './useProductCardView.ts';
export { useTabs } from './useTabs.ts';
export type { TabsActor, UseTabsInput } from './useTabs.ts';
export { usePricingToggle } from './usePricingToggle.ts';
export type { PricingToggleActor, UsePricingToggleInput } from './usePricingToggle.ts';
export { useGallery } from './useGallery.ts';
export { GalleryVideoLoaderContext, useGallerySlide } from './useGallerySlide.ts';
export type { GalleryActor, GalleryHistorySettings, UseGalleryOptions } from './useGallery.ts';
export { ImageQueueProvider, useImage } from './useImage.ts';
export { useImageWhenNear } from './useImageWhenNear.ts';
export type { ImageWhenNear } from './useImageWhenNear.ts';
export type { ImageView, UseImageInput } from './useImage.ts';
export { useVideo } from './useVideo.ts';
export type { UseVideoInput, UseVideoOptions } from './useVideo.ts';
export { VideoSourceContext, useResolveVideoSrc } from './useVideoSource.ts';
export { useSwipe } from './useSwipe.ts';

export { useElementSize } from './useElementSize.ts';
export { useElementWidth } from './useElementWidth.ts';
export { useSettledViewportWidth, useWindowResizeEnd } from './useResize.ts';
export { useCookieBanner } from './useCookieBanner.ts';
export type { CookieBannerActor, CookieBannerOptions } from './useCookieBanner.ts';
export { useDecodedCookieBanner } from './useDecodedCookieBanner.ts';
export type { DecodedCookieBannerActor, DecodedCookieBannerOptions } from './useDecodedCookieBanner.ts';
export { useVisitorTracking } from './useVisitorTracking.ts';
export { useVisitorCookies } from './useVisitorCookies.ts';
export type { VisitorCookiesActor } from './useVisitorCookies.ts';
export { usePopupOverlay } from './usePopupOverlay.ts';
export type { PopupOverlayActor, PopupOverlayOptions } from './usePopupOverlay.ts';
export { useCheckout } from './useCheckout.ts';
export type { CheckoutActor, CheckoutEffects } from './useCheckout.ts';
export { useMarquee } from './useMarquee.ts';
export type { MarqueeActor } from './useMarquee.ts';
export { useBadge, useMobileInfoBar } from './useSiteChrome.ts';
export { FormActorContext, useForm } from './useForm.ts';
export type { UseFormFieldInput, UseFormInput } from './useForm.ts';
export type { FormActorRef } from './useForm.ts';
export { useCaptcha } from './useCaptcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget, UseCaptchaInput } from './useCaptcha.ts';
export { DataLayerProvider } from './DataLayerProvider.tsx';
export type { DataLayerProviderProps } from './DataLayerProvider.tsx';
export { SiteServicesContext, useDataLayer } from './data-layer-context.ts';
export type { SiteServices } from './data-layer-context.ts';
export { useFormActors } from './useFormActors.ts';
export type { FormActors } from './useFormActors.ts';
export { useNearViewport } from './useNearViewport.ts';
export { useStripAlignment } from './useStripAlignment.ts';
export { DialogStackProvider, DialogStackActorContext, useDialogRoot, useDialogStack, useOptionalDialogStack } from './useDialogStack.ts';
export { useStackedDialog } from './useStackedDialog.ts';
export type { DialogStackActor, DialogStackValue, UseDialogStackReturn } from './useDialogStack.ts';
export { useLightbox } from './useLightbox.ts';
export type { LightboxActor, UseLightboxInput } from './useLightbox.ts';
export { useConfirmation } from './useConfirmation.ts';
export type { ConfirmationActor, UseConfirmationOptions } from './useConfirmation.ts';
export { useTooltip } from './useTooltip.ts';
export type { TooltipActor } from './useTooltip.ts';
export { useSystemError } from './useSystemError.ts';
export { useSession } from './useSession.ts';
export type { SessionActor, UseSessionInput, UseSessionOptions } from './useSession.ts';
export { SiteSessionContext, useSiteSession, useSiteSessionContext } from './useSiteSession.ts';
export type { SiteSessionHandle, SiteSessionOptions, SiteSessionValue } from './useSiteSession.ts';
export { useRelativeTime } from './useRelativeTime.ts';
export type { RelativeTimeActor } from './useRelativeTime.ts';
export { normalizeProps } from './normalize-props.ts';
export {
  PageEnvironmentProvider,
  useCookie,
  useDevicePixelRatio,
  useHydrated,
  useMobile,
  usePageEnvironment,
  usePageLocation,
  useReducedMotion,
  useViewportWidth,
} from './environment.tsx';
export type { ActorHookOptions } from './actor-hooks.ts';
export { HtmlParserContext, HtmlParserProvider, useHtmlParser } from './html-parser.ts';
export type { PageEnvironment } from '../../machines/shared/environment.ts';
export { CartActorContext, useCart, useCartApi, useSharedCart } from './useCart.ts';
export { useCartPage } from './useCartPage.ts';
export type { UseCartInput } from './useCart.ts';
export { useMap } from './useMap.ts';
export type { UseMapInput } from './useMap.ts';
export { useReservation } from './useReservation.ts';
export { useSummary } from './useSummary.ts';
export { useButtonBlock } from './useButtonBlock.ts';
export type { UseButtonBlockInput } from './useButtonBlock.ts';
export { useTracker } from './useTracker.ts';
export { TrackerContext, useTrackerContext } from './tracking-context.ts';
export { useCensus, useFormRenderCensus } from './useCensus.ts';
export { useExperiments } from './useExperiments.ts';
