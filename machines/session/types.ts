import type { RedirectDecision } from './logic.ts';

/** The view model of the visitor's session, for any renderer. */
export interface SessionApi {
  state: 'loading' | 'redirecting' | 'idle' | 'loggingOut' | 'loggedOut';
  /** [NAV-011..018] What the owner-redirect rules decided for this page load. */
  redirectDecision: RedirectDecision;
  signedIn: boolean;
  /** A logout button: shown to a signed-in account, busy while the call runs [NAV-020]. */
  getLogoutTriggerProps(): { type: 'button'; hidden: boolean; 'aria-disabled': 'true' | undefined; 'data-scope': 'session'; 'data-part': 'logout-trigger'; onClick(): void };
}
