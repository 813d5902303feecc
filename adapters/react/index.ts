/** React hooks: each starts a machine with the browser adapters provided. */
export { useAccordion } from './useAccordion.ts';
export { useCookieBanner } from './useCookieBanner.ts';
export { useVisitorTracking } from './useVisitorTracking.ts';
export type { CookieBannerOptions } from './useCookieBanner.ts';
export { useVisitorCookies } from './useVisitorCookies.ts';
export { usePopupOverlay } from './usePopupOverlay.ts';
export type { PopupOverlayOptions } from './usePopupOverlay.ts';
export { useCheckout } from './useCheckout.ts';
export { useMarquee } from './useMarquee.ts';
export type { MarqueeView } from './useMarquee.ts';
export { useBadge, useMobileInfoBar } from './useSiteChrome.ts';
