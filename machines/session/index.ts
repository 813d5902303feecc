export { sessionMachine } from './machine.ts';
export type { LogoutRequest, SessionContext, SessionEmitted, SessionEvent, SessionFacts, SessionInput } from './machine.ts';
export { connect as connectSession } from './connect.ts';
export type { SessionApi, SessionSnapshot } from './connect.ts';
export { decodeLogoutAnswer, decodePageContext } from './codec.ts';
export type { LogoutOutcome, PageContextDecoding } from './codec.ts';
export {
  ANONYMOUS_PAGE,
  asksNoRedirect,
  configUrl,
  frameUrlOf,
  isConfigArea,
  isLogoutLanding,
  isViewerOnly,
  logoutTarget,
  ownerRedirectDecision,
  toSameOriginPath,
  withQueryParam,
} from './logic.ts';
export type { PageContext, PageAddress, RedirectDecision, RedirectFacts } from './logic.ts';
export * from './constants.ts';
