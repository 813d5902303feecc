import { BADGE_TYPE, OVERLAY_STYLE, PAGE_TYPE, type SITE_VERSION } from '../enums/constants.ts';
import type { NameOf } from '../enums/enumeration.ts';

/** [BLK-056] The display frequency is in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** [BLK-058] A display frequency of -1: a closed popup is never shown again. */
export const NEVER_AGAIN = -1;

/** Popup overlay and mobile bar styles by code (ENUM-015: none 1, light 2, dark 3). */
export const POPUP_STYLES = OVERLAY_STYLE.byCode;

/** Badge types by code (ENUM-017: none 1, black 2, white 3). */
export const BADGE_TYPES = BADGE_TYPE.byCode;

/** [BLK-054] Page types the popup never shows on (ENUM-002: splash page 3, lock screen 103). */
export const SPLASH_PAGE = PAGE_TYPE.byName.splashPage;
export const LOCK_SCREEN = PAGE_TYPE.byName.lockScreen;

/** [BLK-062] The mobile information bar is for widths of 1024 px or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

/** [BLK-064] The template version without the badge (ENUM-019). */
export const BADGELESS_TEMPLATE_VERSION = '7.1' satisfies NameOf<typeof SITE_VERSION>;

/**
 * [BLK-061] Local storage keys of the closed date, the version and the submitted state
 * (the spec names no keys: these are ours).
 */
export const STORAGE_KEYS = {
  closedAt: 'popupOverlay.closedAt',
  version: 'popupOverlay.version',
  submitted: 'popupOverlay.submitted',
} as const;

/** Prefix of the DOM ids derived from the popup's id when the renderer gives none. */
export const POPUP_DEFAULT_ID = 'popup-overlay';

/** Accessible name of the close button (not in the spec). */
export const CLOSE_LABEL = 'Close';
