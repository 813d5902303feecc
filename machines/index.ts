/** The headless core: every behaviour's machine, connect and pure logic. */
export * from './accordion/index.ts';
export * from './gallery/index.ts';
export * from './media/index.ts';
export * from './touch/index.ts';
export * from './video/index.ts';
export * from './cookie-banner/index.ts';
export * from './visitor-cookies/index.ts';
export * from './popup-overlay/index.ts';
export * from './checkout/index.ts';
export * from './marquee/index.ts';
export * from './error-reporter/index.ts';
export * from './trace-logger/index.ts';
export * from './messages/index.ts';
export * from './url/index.ts';
export * from './tracking/index.ts';
export * from './form/index.ts';
export * from './net/index.ts';
