/** [BLK-056] The display frequency is in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** [BLK-058] A display frequency of -1: a closed popup is never shown again. */
export const NEVER_AGAIN = -1;

/** Popup overlay and mobile bar styles by code (002 §3: none 1, light 2, dark 3). */
export const POPUP_STYLES = { 1: 'none', 2: 'light', 3: 'dark' } as const;

/** Badge types by code (002 §3: none 1, black 2, white 3). */
export const BADGE_TYPES = { 1: 'none', 2: 'black', 3: 'white' } as const;

/** [BLK-054] Page types the popup never shows on (002 §2: splash page 3, lock screen 103). */
export const SPLASH_PAGE = 3;
export const LOCK_SCREEN = 103;

/** [BLK-062] The mobile information bar is for widths of 1024 px or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

/** [BLK-064] The template version without the badge. */
export const BADGELESS_TEMPLATE_VERSION = '7.1';

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
