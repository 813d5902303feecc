/** [COOK-011] The consent cookie: `true` after Accept, `false` after Decline. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** [COOK-010] The consent cookie lives 30 days. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * [COOK-027] Cookies cleared while no consent is recorded under the restrictive policy
 * (000 §4; 002 §9 names the last five of them again).
 */
export const RESTRICTED_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const;

/** [COOK-037] The default accept call-to-action text. */
export const DEFAULT_ACCEPT_TEXT = 'Accept';

/** [COOK-038] The default opt-out call-to-action text. */
export const DEFAULT_DECLINE_TEXT = 'Decline';

/** [COOK-039] The default banner notice. */
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

/** [COOK-013] Call-to-action variants; [COOK-032] anything else falls back to ICON. */
export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const FALLBACK_CTA_VARIANT = 'ICON';

/** [COOK-014] Themes; [COOK-033] anything else falls back to DARK. */
export const THEMES = ['LIGHT', 'DARK'] as const;
export const FALLBACK_THEME = 'DARK';

/** [COOK-015] Banner variants; [COOK-034] anything else falls back to BAR. */
export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const FALLBACK_BANNER_VARIANT = 'BAR';

/** [COOK-016] Accept types; [COOK-035] anything else falls back to OPT_IN. */
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
export const FALLBACK_ACCEPT_TYPE = 'OPT_IN';

/** [COOK-017] Bar positions. */
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
/** [COOK-018] Popup positions. */
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
/** [COOK-036] A position that is not one of its variant's falls back to BOTTOM. */
export const FALLBACK_POSITION = 'BOTTOM';

/** Accessible name of the banner's landmark (not in the spec: the WAI-ARIA region needs one). */
export const BANNER_LABEL = 'Cookie consent';
