/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { focusElementById } from './focus.ts';
export { readCookie, readCookies, removeCookie, writeCookie } from './cookies.ts';
export type { CookieWriteOptions } from './cookies.ts';
export { safeStorage, STORAGE_UNAVAILABLE_MESSAGE } from './storage.ts';
export type { SafeStorage, StorageArea } from './storage.ts';
export { bindAccordionEffects } from './accordion.ts';
