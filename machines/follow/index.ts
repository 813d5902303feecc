export { followButtonMachine } from './machine.ts';
export type { FollowButtonInput } from './machine.ts';
export { connect as connectFollowButton } from './connect.ts';
export type { FollowButtonApi, FollowButtonSnapshot } from './connect.ts';
export { decodeUsername } from './codec.ts';
export * from './constants.ts';
