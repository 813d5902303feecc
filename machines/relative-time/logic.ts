import { JUST_NOW_SECONDS, JUST_NOW_TEXT, RELATIVE_TIME_DEFAULT_LOCALE, RELATIVE_TIME_UNITS, SECONDS_AGO_TEXT } from './constants.ts';

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** One formatter per locale; a locale `Intl` does not know falls back to the default one. */
function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    } catch {
      formatter = new Intl.RelativeTimeFormat(RELATIVE_TIME_DEFAULT_LOCALE, { numeric: 'always' });
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * [WID-013] How long ago `time` was at `now` (both ms): under 60 s 'just now' (under 5 s) or
 * 'about N seconds ago' (the spec's words); from a minute on, the largest whole unit in the
 * locale's words by `Intl.RelativeTimeFormat` ('1 minute ago', '2 hours ago'). A time in the
 * future, or a value that is not a finite number, is 'just now'.
 */
export function relativeTimeText(time: number, now: number, locale: string = RELATIVE_TIME_DEFAULT_LOCALE): string {
  const seconds = Math.floor((now - time) / 1000);
  if (!Number.isFinite(seconds) || seconds < JUST_NOW_SECONDS) return JUST_NOW_TEXT;
  if (seconds < 60) return SECONDS_AGO_TEXT.replace('{n}', String(seconds));
  const [unit, length] = RELATIVE_TIME_UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? RELATIVE_TIME_UNITS[RELATIVE_TIME_UNITS.length - 1]!;
  return formatterFor(locale).format(-Math.floor(seconds / length), unit);
}
