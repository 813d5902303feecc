/**
 * What the server knew of a page request when it rendered the page: the facts both renders
 * (the server's, and the browser's hydration) start from, so they produce the same markup.
 * Browser-only facts (viewport width, reduced motion, pixel ratio, storage, the hash) are not
 * here: they start from fixed defaults and are corrected after hydration.
 */
export interface PageEnvironment {
  /** The page's address as the server received it (no hash: a browser never sends it). */
  url: { pathname: string; search: string };
  /** The cookies the page's components read (consent, visitor cookies), as the request sent them. */
  cookies: Readonly<Record<string, string>>;
  /** When the page was rendered, in ms since the epoch: the clock of the first render. */
  now: number;
  /** A phone or tablet, as the request's client hints or user agent say. */
  mobile: boolean;
}

/** A render with no request behind it (a test, a page rendered ahead of time). */
export const DEFAULT_PAGE_ENVIRONMENT: PageEnvironment = Object.freeze({
  url: Object.freeze({ pathname: '/', search: '' }),
  cookies: Object.freeze({}),
  now: 0,
  mobile: false,
});

/**
 * Mobile by user agent (phones and tablets): the one rule, for the server's mobile check and the
 * browser's (`isMobileDevice` in adapters/browser/device.ts, when `userAgentData` says nothing).
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}
