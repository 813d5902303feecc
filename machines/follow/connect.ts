import type { SnapshotFrom } from 'xstate';
import { FOLLOW_PROFILE_URL, FOLLOW_TEXT } from './constants.ts';
import { EXTERNAL_LINK_REL } from '../links/constants.ts';
import type { followButtonMachine } from './machine.ts';

export type FollowButtonSnapshot = SnapshotFrom<typeof followButtonMachine>;

/** Pure view model of a follow link: its address, words and state. */
export function connect(snapshot: FollowButtonSnapshot) {
  const { username } = snapshot.context;
  return {
    text: FOLLOW_TEXT.replace('{username}', username),
    getLinkProps: () => ({
      href: FOLLOW_PROFILE_URL.replace('{username}', encodeURIComponent(username)),
      // The profile is on another site: the rel every external link carries.
      rel: EXTERNAL_LINK_REL,
      'data-scope': 'follow' as const,
      'data-state': snapshot.value as 'loading' | 'ready' | 'unavailable',
    }),
  };
}

export type FollowButtonApi = ReturnType<typeof connect>;
