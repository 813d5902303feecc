export { sessionMachine } from './machine.ts';
export type { LogoutRequest, SessionContext, SessionEmitted, SessionEvent, SessionFacts, SessionInput } from './machine.ts';
export { connect as connectSession } from './connect.ts';
export type { SessionSnapshot } from './connect.ts';
export type { SessionApi } from './types.ts';
export { sessionAnatomy } from './anatomy.ts';
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
export { CONFIG_PATH, FRAME_URL_PARAM, CONFIG_AREA_PREFIX, TRIAL_UPGRADE_PATH, WEBSITE_PLAN_UPGRADE_PATH, NO_REDIRECT_PARAM, NO_REDIRECT_SESSION_FLAG, LOCALHOST, VIEWER_ROLE, LOGOUT_PARAM, LOGOUT_PARAM_VALUE, LOGOUT_NOTICE_TITLE, LOGOUT_NOTICE_TEXT, IDENTITY_COOKIE, LOGOUT_ENDPOINT, LOGOUT_MAX_ATTEMPTS, SITE_ROOT, CRUMB_COOKIE, CRUMB_PARAM, PAGE_CONTEXT_ERROR, LOGOUT_FAILED_MESSAGE } from './constants.ts';
