export { visitorCookiesMachine } from './machine.ts';
export type { VisitorCookiesContext, VisitorCookiesEmitted, VisitorCookiesEvent, VisitorCookiesInput } from './machine.ts';
export { connect as connectVisitorCookies } from './connect.ts';
export type { VisitorCookiesSnapshot } from './connect.ts';
export type { VisitorCookiesApi } from './types.ts';
export { visitorCookiesAnatomy } from './anatomy.ts';
export { decodeSessionCookie, decodeVisitCookie, encodeSessionCookie, encodeVisitCookie } from './codec.ts';
export type { Visit } from './codec.ts';
export { idFromTime, resolveVisit, sessionAlive, timestamp } from './logic.ts';
export type { ResolvedVisit, VisitorCookiesRead } from './logic.ts';
export {
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  VISIT_COOKIE,
  VISIT_COOKIE_MAX_AGE_SECONDS,
} from './constants.ts';
