/**
 * Page drivers for Playwright: they work through each pattern's ARIA contract only, so they
 * drive any renderer that spreads `connect`'s props (React, plain DOM, yours). Needs the
 * optional peers `@playwright/test` and `@axe-core/playwright`.
 */
export { createAccordionPageDriver } from './accordion-driver.ts';
export type { AccordionPageOptions } from './accordion-driver.ts';
export { test as modelTest } from './fixtures.ts';
export { createLightboxPageDriver } from './lightbox-driver.ts';
export type { LightboxPageOptions } from './lightbox-driver.ts';
export { createDialogStackPageDriver } from './dialog-stack-driver.ts';
export type { DialogStackPageOptions } from './dialog-stack-driver.ts';
export { planPathsPerState } from './plan.ts';
