import type { SnapshotFrom } from 'xstate';
import { ownerRedirectDecision, type RedirectDecision } from './logic.ts';
import { audienceOf, mayUse } from '../permissions/logic.ts';
import type { SessionEvent, sessionMachine } from './machine.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionApi {
  state: 'loading' | 'redirecting' | 'idle' | 'loggingOut' | 'loggedOut';
  /** [NAV-011..018] What the owner-redirect rules decided for this page load. */
  redirectDecision: RedirectDecision;
  signedIn: boolean;
  /** A logout button: shown to a signed-in account, busy while the call runs [NAV-020]. */
  getLogoutTriggerProps(): { type: 'button'; hidden: boolean; 'aria-disabled': 'true' | undefined; 'data-scope': 'session'; 'data-part': 'logout-trigger'; onClick(): void };
}

/** Pure view model of the session for any renderer. */
export function connect(snapshot: SessionSnapshot, send: (event: SessionEvent) => void): SessionApi {
  const state = snapshot.value as SessionApi['state'];
  // [PERM-007] Only a signed-in account holder has a logout.
  const signedIn = mayUse(audienceOf(snapshot.context.page), 'logout');
  const busy = state === 'loggingOut' || state === 'loggedOut';
  return {
    state,
    redirectDecision: ownerRedirectDecision(snapshot.context),
    signedIn,
    getLogoutTriggerProps: () => ({
      type: 'button',
      hidden: !signedIn,
      'aria-disabled': busy ? 'true' : undefined,
      'data-scope': 'session',
      'data-part': 'logout-trigger',
      onClick: () => send({ type: 'LOGOUT' }),
    }),
  };
}
