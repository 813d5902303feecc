// The crumb (CSRF) cookie: every page load without one gets a fresh random value; calls that
// need it (the error reports, ERR-003) send it back in the X-CSRF-Token header.
import { randomBytes } from 'node:crypto';
import { readCookies } from './http.mjs';

export const CRUMB_COOKIE = 'crumb';
export const CSRF_HEADER = 'x-csrf-token';

/** The Set-Cookie header a page response adds when the visitor has no crumb yet. */
export function crumbCookieHeader(req) {
  if (readCookies(req)[CRUMB_COOKIE]) return {};
  return { 'set-cookie': `${CRUMB_COOKIE}=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax` };
}

/** Whether the request's CSRF header matches its crumb cookie (double-submit check). */
export function hasValidCrumb(req) {
  const crumb = readCookies(req)[CRUMB_COOKIE];
  return typeof crumb === 'string' && crumb !== '' && req.headers[CSRF_HEADER] === crumb;
}
