export { visitorCookiesMachine } from './machine.ts';
export type { VisitorCookiesContext, VisitorCookiesEvent, VisitorCookiesInput } from './machine.ts';
export { connect as connectVisitorCookies } from './connect.ts';
export type { VisitorCookiesApi } from './types.ts';
export { decodeSessionCookie, decodeVisitCookie } from './codec.ts';
export type { Visit } from './codec.ts';
export { SESSION_COOKIE, VISIT_COOKIE } from './constants.ts';
