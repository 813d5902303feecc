/** `site-machines/visitor-cookies`: the ss_cvr and ss_cvt visitor cookies: machine, connect, codecs, hook. */
export * from '../machines/visitor-cookies/index.ts';
export { bindVisitorCookieEffects, newVisitorId, readVisitorCookies, startVisitorCookies } from '../adapters/browser/visitor-cookies.ts';
export { useVisitorCookies } from '../adapters/react/useVisitorCookies.ts';
export type { VisitorCookiesActor } from '../adapters/react/useVisitorCookies.ts';
