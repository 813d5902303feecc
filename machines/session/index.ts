export { sessionMachine } from './machine.ts';
export type { SessionContext, SessionEvent, SessionInput } from './machine.ts';
export { connect as connectSession } from './connect.ts';
export type { SessionApi } from './types.ts';
export { decodeLogoutAnswer, decodePageContext } from './codec.ts';
export type { LogoutOutcome } from './codec.ts';
export type { PageContext } from './logic.ts';
export { CRUMB_COOKIE } from './constants.ts';
