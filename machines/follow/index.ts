export { followButtonMachine } from './machine.ts';
export type { FollowButtonInput } from './machine.ts';
export { connect as connectFollowButton } from './connect.ts';
export type { FollowButtonApi } from './types.ts';
export { decodeUsername } from './codec.ts';
