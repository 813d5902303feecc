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

/**
 * Past a minute the spec gives no words: `Intl.RelativeTimeFormat` writes them in this locale
 * ('1 minute ago', '3 hours ago'), so plurals are the platform's, never hand-made (README).
 */
export const RELATIVE_TIME_DEFAULT_LOCALE = 'en';

/**
 * The units past a minute, each with its length in seconds, largest first: the text uses the
 * largest unit that fits at least once (a month is 30 days, a year 365: "about" is implied).
 */
export const RELATIVE_TIME_UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const satisfies readonly (readonly [Intl.RelativeTimeFormatUnit, number])[];
