import { SCREENSHOT_PARAM } from './constants.ts';

/**
 * A query parameter of `href`, or `null`. [ERR-021] An address that is not a valid URL is
 * reported through `onInvalid` (the error reporter) and gives `null`, never a throw.
 */
export function readQueryParam(href: string, name: string, onInvalid: (error: unknown) => void): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch (error) {
    onInvalid(error);
    return null;
  }
  return url.searchParams.get(name);
}

/** [COOK-040] [BLK-055] Whether a query string (`?a=b`, or without `?`) has the screenshot flag. */
export function hasScreenshotFlag(search: string): boolean {
  const value = new URLSearchParams(search).get(SCREENSHOT_PARAM);
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * Percent-decodes a part of the page's address. A malformed escape (`%E0`, a lone `%`) is page
 * input any visitor can type, so it is kept as written instead of throwing URIError.
 */
export function pathPartText(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
