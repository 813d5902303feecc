/** [WID-012] The relative-time display refreshes every 5 s. */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/** [WID-013] Under 60 s: 'just now' or 'about N seconds ago'. */
export const JUST_NOW_TEXT = 'just now';
export const SECONDS_AGO_TEXT = 'about {n} seconds ago';

/**
 * Below this many seconds the display says 'just now'. The spec gives both texts for "under
 * 60 s" but not where one ends; one refresh interval (5 s) is our reading (README).
 */
export const JUST_NOW_SECONDS = 5;

/** Past a minute the spec gives no words; ours (README). */
export const MINUTES_AGO_TEXT = 'about {n} minutes ago';
export const HOURS_AGO_TEXT = 'about {n} hours ago';
export const DAYS_AGO_TEXT = 'about {n} days ago';
