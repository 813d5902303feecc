export { popupOverlayMachine } from './machine.ts';
export type { PopupOverlayContext, PopupOverlayEmitted, PopupOverlayEvent, PopupOverlayInput } from './machine.ts';
export { connect as connectPopupOverlay } from './connect.ts';
export type { PopupOverlayApi, PopupOverlaySnapshot, PopupOverlayState, PreventableEvent } from './connect.ts';
export { decodeBadgeType, decodePopupOverlaySettings, decodePopupOverlayStored, decodePopupStyle } from './codec.ts';
export type { BadgeType, PopupOverlaySettings, PopupOverlayStored, PopupStyle } from './codec.ts';
export { badgeShown, mobileInfoBarShown, popupAllowedOnPage, popupDue } from './logic.ts';
export type { PopupPage } from './logic.ts';
export { DAY_MS, LOCK_SCREEN, MOBILE_INFO_BAR_MAX_WIDTH, NEVER_AGAIN, SPLASH_PAGE, STORAGE_KEYS } from './constants.ts';
