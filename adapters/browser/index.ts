/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { focusElementById } from './focus.ts';
export { readCookie, readCookies, removeCookie, writeCookie } from './cookies.ts';
export type { CookieWriteOptions } from './cookies.ts';
export { safeStorage, STORAGE_UNAVAILABLE_MESSAGE } from './storage.ts';
export type { SafeStorage, StorageArea } from './storage.ts';
export { bindAccordionEffects } from './accordion.ts';
export { createDataLayer, DataLayerError } from './data-layer.ts';
export type { CookieAccess, DataLayer, DataLayerOptions, ErrorDialog, RequestOptions, SystemErrorDetails } from './data-layer.ts';
export { bindFormEffects, focusFormError, formActors, redirectTo, runScripts, showFormSuccess } from './form.ts';
export { renderCaptcha } from './captcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './captcha.ts';
export { observeWidth } from './element-width.ts';
export { createSiteUserSession, loadCommentCounts, loadFonts, renderWidgetBlock, XSRF_HEADER, XSRF_STORAGE_KEY } from './site-api.ts';
export type { LoaderDocument } from './site-api.ts';
