import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { sessionAnatomy } from './anatomy.ts';
import { ownerRedirectDecision } from './logic.ts';
import { audienceOf, mayUse } from '../permissions/logic.ts';
import type { SessionEvent, sessionMachine } from './machine.ts';
import type { SessionApi } from './types.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Pure view model of the session for any renderer. */
export function connect(snapshot: SessionSnapshot, send: (event: SessionEvent) => void, normalize: NormalizeProps): SessionApi {
  const state = snapshot.value as SessionApi['state'];
  // [PERM-007] Only a signed-in account holder has a logout.
  const signedIn = mayUse(audienceOf(snapshot.context.page), 'logout');
  const busy = state === 'loggingOut' || state === 'loggedOut';
  return {
    state,
    redirectDecision: ownerRedirectDecision(snapshot.context),
    signedIn,
    getLogoutTriggerProps: () => normalize({
      type: 'button',
      hidden: !signedIn,
      'aria-disabled': busy ? 'true' : undefined,
      ...sessionAnatomy.attrs('logout-trigger'),
      onClick: () => send({ type: 'LOGOUT' }),
    }),
  };
}
