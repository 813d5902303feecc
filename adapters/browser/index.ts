/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { focusElementById } from './focus.ts';
export { readCookie, readCookies, removeCookie, writeCookie } from './cookies.ts';
export type { CookieWriteOptions } from './cookies.ts';
export { safeStorage, STORAGE_UNAVAILABLE_MESSAGE } from './storage.ts';
export type { SafeStorage, StorageArea } from './storage.ts';
export { bindAccordionEffects } from './accordion.ts';
export { bindDialogStackEffects, ensureDialogRoot, DIALOG_ROOT_ATTRIBUTE } from './dialogs.ts';
export { bindLightboxEffects, focusCloseControlFromRoot, isMobileViewport, openLightboxFromAddress } from './lightbox.ts';
export { bindSessionEffects, isInFrame, readSessionInput, requestLogout, PAGE_CONTEXT_ELEMENT_ID } from './session.ts';
export type { SessionEffectHandlers } from './session.ts';
export { onSystemError, reportSystemError, reportUntrustedSystemError } from './system-error.ts';
export { loadScriptOnce, mountFollowLinks } from './follow.ts';
