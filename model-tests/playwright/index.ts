/**
 * Page drivers for Playwright: they work through each pattern's ARIA contract only, so they
 * drive any renderer that spreads `connect`'s props (React, plain DOM, yours). Needs the
 * optional peers `@playwright/test` and `@axe-core/playwright`.
 */
export { createAccordionPageDriver } from './accordion-driver.ts';
export type { AccordionPageOptions } from './accordion-driver.ts';
export { createTabsPageDriver } from './tabs-driver.ts';
export type { TabsPageOptions } from './tabs-driver.ts';
export { createPricingTogglePageDriver } from './pricing-toggle-driver.ts';
export type { PricingTogglePageOptions } from './pricing-toggle-driver.ts';
export { test as modelTest } from './fixtures.ts';
export { createGalleryPageDriver } from './gallery-driver.ts';
export type { GalleryPageOptions } from './gallery-driver.ts';
export { createCookieBannerPageDriver, cookieBannerPageUrl } from './cookie-banner-driver.ts';
export type { CookieBannerPageOptions } from './cookie-banner-driver.ts';
export { createPopupOverlayPageDriver, popupOverlayPageUrl } from './popup-overlay-driver.ts';
export type { PopupOverlayPageOptions } from './popup-overlay-driver.ts';
export { createVisitorCookiesPageDriver } from './visitor-cookies-driver.ts';
export type { VisitorCookiesPageOptions } from './visitor-cookies-driver.ts';
export { createCheckoutPageDriver } from './checkout-driver.ts';
export type { CheckoutPageOptions } from './checkout-driver.ts';
export { createMarqueePageDriver } from './marquee-driver.ts';
export type { MarqueePageOptions } from './marquee-driver.ts';
export { createHighlightPageDriver } from './highlight-driver.ts';
export type { HighlightPageOptions } from './highlight-driver.ts';
export { axeOnce } from './axe.ts';
export { createFormPageDriver } from './form-driver.ts';
export type { FormPageOptions } from './form-driver.ts';
export { createLightboxPageDriver } from './lightbox-driver.ts';
export type { LightboxPageOptions } from './lightbox-driver.ts';
export { createDialogStackPageDriver } from './dialog-stack-driver.ts';
export type { DialogStackPageOptions } from './dialog-stack-driver.ts';
export { planPathsPerState } from './plan.ts';
export { recordPageCoverage } from './machine-coverage.ts';
