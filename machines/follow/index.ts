export { followButtonMachine } from './machine.ts';
export type { FollowButtonInput } from './machine.ts';
export { connect as connectFollowButton } from './connect.ts';
export type { FollowButtonSnapshot } from './connect.ts';
export type { FollowButtonApi, FollowState } from './types.ts';
export { followAnatomy } from './anatomy.ts';
export { decodeUsername } from './codec.ts';
export { FOLLOW_SCRIPT_TIMEOUT_MS, USERNAME_ATTRIBUTE, FOLLOW_PROFILE_URL, FOLLOW_TEXT, INVALID_USERNAME_MESSAGE } from './constants.ts';
