import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { FOLLOW_PROFILE_URL, FOLLOW_TEXT } from './constants.ts';
import { EXTERNAL_LINK_REL } from '../links/constants.ts';
import { followAnatomy } from './anatomy.ts';
import type { followButtonMachine } from './machine.ts';
import type { FollowButtonApi, FollowState } from './types.ts';

export type FollowButtonSnapshot = SnapshotFrom<typeof followButtonMachine>;

/** Pure view model of a follow link: its address, words and state (it takes no events). */
export function connect(snapshot: FollowButtonSnapshot, _send: (event: never) => void, normalize: NormalizeProps): FollowButtonApi {
  const { username } = snapshot.context;
  return {
    text: FOLLOW_TEXT.replace('{username}', username),
    getLinkProps: () => normalize({
      href: FOLLOW_PROFILE_URL.replace('{username}', encodeURIComponent(username)),
      // The profile is on another site: the rel every external link carries.
      rel: EXTERNAL_LINK_REL,
      ...followAnatomy.attrs('link'),
      'data-state': snapshot.value as FollowState,
    }),
  };
}
