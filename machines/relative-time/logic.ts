import { DAYS_AGO_TEXT, HOURS_AGO_TEXT, JUST_NOW_SECONDS, JUST_NOW_TEXT, MINUTES_AGO_TEXT, SECONDS_AGO_TEXT } from './constants.ts';

const fill = (template: string, n: number) => template.replace('{n}', String(n));

/**
 * [WID-013] How long ago `time` was at `now` (both ms): under 60 s 'just now' (under 5 s) or
 * 'about N seconds ago'; then minutes, hours and days. A time in the future is 'just now'.
 */
export function relativeTimeText(time: number, now: number): string {
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < JUST_NOW_SECONDS) return JUST_NOW_TEXT;
  if (seconds < 60) return fill(SECONDS_AGO_TEXT, seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return fill(MINUTES_AGO_TEXT, minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return fill(HOURS_AGO_TEXT, hours);
  return fill(DAYS_AGO_TEXT, Math.floor(hours / 24));
}
