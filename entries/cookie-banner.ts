/** `site-machines/cookie-banner`: the consent banner's machine, connect, codecs, hook, component and stylesheet. */
export * from '../machines/cookie-banner/index.ts';
export { bindCookieBannerEffects, readConsent } from '../adapters/browser/cookie-banner.ts';
export { startVisitorTracking } from '../adapters/browser/visitor-tracking.ts';
export { useCookieBanner } from '../adapters/react/useCookieBanner.ts';
export type { CookieBannerActor, CookieBannerOptions } from '../adapters/react/useCookieBanner.ts';
export { useDecodedCookieBanner } from '../adapters/react/useDecodedCookieBanner.ts';
export type { DecodedCookieBannerActor, DecodedCookieBannerOptions } from '../adapters/react/useDecodedCookieBanner.ts';
export { useVisitorTracking } from '../adapters/react/useVisitorTracking.ts';
export { CookieBanner } from '../ui/CookieBanner.tsx';
export { DecodedCookieBanner } from '../ui/DecodedCookieBanner.tsx';
export type { CookieBannerProps } from '../ui/CookieBanner.tsx';
export type { DecodedCookieBannerProps } from '../ui/DecodedCookieBanner.tsx';
export const stylesheets = ['site-machines/ui/cookie-banner.css'] as const;
