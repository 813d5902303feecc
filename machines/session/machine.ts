import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { IDENTITY_COOKIE, LOGOUT_FAILED_MESSAGE, LOGOUT_MAX_ATTEMPTS, LOGOUT_NOTICE_TEXT, LOGOUT_NOTICE_TITLE, NO_REDIRECT_SESSION_FLAG } from './constants.ts';
import type { LogoutOutcome } from './codec.ts';
import { audienceOf, mayUse } from '../permissions/logic.ts';
import {
  asksNoRedirect,
  configUrl,
  isConfigArea,
  isLogoutLanding,
  logoutTarget,
  ownerRedirectDecision,
  toSameOriginPath,
  type PageContext,
  type PageAddress,
} from './logic.ts';

/** What the session (owner redirect and logout) machine starts from: `createActor(sessionMachine, { input })`. */
export interface SessionInput {
  page: PageContext;
  location: PageAddress;
  inFrame: boolean;
  /** [NAV-018] The session flag noredirect is set. */
  noRedirectRemembered: boolean;
  /** [NAV-024] The configuration panel's preview frame page, when the panel is present. */
  previewUrl?: string | null;
}

/** What only the browser knows, given when the page has loaded: they replace the input's. */
export type SessionFacts = Partial<Pick<SessionInput, 'page' | 'location' | 'inFrame' | 'noRedirectRemembered'>>;

/** The context with the facts a LOADED event brings. */
const withFacts = <T extends SessionInput>(context: T, event: SessionEvent): T => (event.type === 'LOADED' && event.facts ? { ...context, ...event.facts } : context);

/** What the session (owner redirect and logout) machine remembers (`snapshot.context`). */
export interface SessionContext extends SessionInput {
  previewUrl: string | null;
  /** [NAV-003] The editor has a guide open. */
  guideOpen: boolean;
  /** [NAV-026] Logout calls made so far in this run. */
  logoutAttempts: number;
}

/** The events the session (owner redirect and logout) machine accepts. */
export type SessionEvent =
  /**
   * The page has loaded and the adapter listens: the owner redirect and the landing query are
   * decided now, with the browser's facts (a page rendered on a server started from defaults).
   */
  | { type: 'LOADED'; facts?: SessionFacts }
  /** Esc with no dialog open (from the dialog stack), with the page's address at that moment. */
  | { type: 'ESCAPE'; shiftKey: boolean; editable?: boolean; here?: { pathname: string; search: string } }
  | { type: 'LOGOUT' }
  /** The editor opened or closed a guide. */
  | { type: 'GUIDE'; open: boolean }
  /** The configuration panel's preview frame shows another page. */
  | { type: 'PREVIEW_CHANGE'; url: string };

export type SessionEmitted =
  | { type: 'navigate'; url: string; target: 'top' | 'self' }
  | { type: 'rememberNoRedirect'; flag: string }
  | { type: 'showLogoutNotice'; title: string; message: string }
  | { type: 'togglePreview' }
  | { type: 'closeGuide' }
  | { type: 'clearCookie'; name: string }
  | { type: 'storeCrumb'; crumb: string }
  | { type: 'logoutFailed'; message: string };

/** The logout call (POST /api/auth/Logout with the crumb), provided by the adapter. */
export type LogoutRequest = (input: { attempt: number }) => Promise<LogoutOutcome>;

type DoneOutcome = { output: LogoutOutcome };
const mayLogOut = (page: PageContext) => mayUse(audienceOf(page), 'logout');
const outcomeOf = (event: unknown) => (event as DoneOutcome).output;

/**
 * The visitor's session with the site: the owner redirect on load, Esc with no dialog open,
 * and logout (once, clearing ss_lastid, retried once on a crumb failure).
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    // The adapter provides the real call; this default refuses, so nothing logs out unwired.
    logoutRequest: fromPromise<LogoutOutcome, { attempt: number }>(async () => ({ outcome: 'failed', message: LOGOUT_FAILED_MESSAGE })),
  },
  guards: {
    ownerIsRedirected: ({ context, event }) => ownerRedirectDecision(withFacts(context, event)) === 'redirect',
    typingInField: ({ event }) => event.type === 'ESCAPE' && event.editable === true,
    shiftAndSignedIn: ({ context, event }) => event.type === 'ESCAPE' && event.shiftKey && mayLogOut(context.page),
    isShift: ({ event }) => event.type === 'ESCAPE' && event.shiftKey,
    inEditorWithGuide: ({ context }) => context.page.editor && context.guideOpen,
    inEditor: ({ context }) => context.page.editor,
    // Already in the configuration area, Esc has nowhere further to go (README).
    mayEnterConfig: ({ context }) => (context.page.loggedIn || context.page.useEscapeKeyToLogin) && !isConfigArea(context.location.pathname),
    // [PERM-007] Logout is for a signed-in account holder only.
    signedIn: ({ context }) => mayLogOut(context.page),
    crumbFailedFirstTime: ({ context, event }) => outcomeOf(event).outcome === 'crumbFail' && context.logoutAttempts < LOGOUT_MAX_ATTEMPTS,
    loggedOutOk: ({ event }) => outcomeOf(event).outcome === 'ok',
  },
  actions: {
    readFacts: assign(({ context, event }) => withFacts(context, event)),
    // [NAV-017] [NAV-018] noredirect in the query is remembered for the session; [NAV-019]
    // a logout landing shows its notice.
    readLandingQuery: enqueueActions(({ context, enqueue }) => {
      if (asksNoRedirect(context.location.search)) enqueue.emit({ type: 'rememberNoRedirect', flag: NO_REDIRECT_SESSION_FLAG });
      if (isLogoutLanding(context.location.search)) enqueue.emit({ type: 'showLogoutNotice', title: LOGOUT_NOTICE_TITLE, message: LOGOUT_NOTICE_TEXT });
    }),
    // [NAV-004] [NAV-011] The configuration area, framing the current path and query.
    goToConfig: emit(({ context, event }) => {
      const here = event.type === 'ESCAPE' && event.here ? event.here : context.location;
      return { type: 'navigate' as const, url: configUrl(here.pathname, here.search), target: context.inFrame ? ('top' as const) : ('self' as const) };
    }),
    closeGuide: enqueueActions(({ enqueue }) => {
      enqueue.assign({ guideOpen: false });
      enqueue.emit({ type: 'closeGuide' });
    }),
    togglePreview: emit({ type: 'togglePreview' as const }),
    setGuide: assign({ guideOpen: ({ event }) => (event.type === 'GUIDE' ? event.open : false) }),
    setPreview: assign({ previewUrl: ({ event }) => (event.type === 'PREVIEW_CHANGE' ? toSameOriginPath(event.url) : null) }),
    // [NAV-021] Logout clears the shared identity cookie first.
    clearIdentity: emit({ type: 'clearCookie' as const, name: IDENTITY_COOKIE }),
    countAttempt: assign({ logoutAttempts: ({ context }) => context.logoutAttempts + 1 }),
    // [NAV-026] The crumb failure brought a new crumb: store it for the retry.
    storeCrumb: enqueueActions(({ event, enqueue }) => {
      const outcome = outcomeOf(event);
      if (outcome.outcome === 'crumbFail' && outcome.crumb !== null) enqueue.emit({ type: 'storeCrumb', crumb: outcome.crumb });
    }),
    // [NAV-023] [NAV-024] [NAV-025] The root, or the preview frame's page, with logout=true.
    goToLogoutTarget: emit(({ context }) => ({ type: 'navigate' as const, url: logoutTarget(context.previewUrl), target: context.inFrame ? ('top' as const) : ('self' as const) })),
    reportLogoutFailure: emit({ type: 'logoutFailed' as const, message: LOGOUT_FAILED_MESSAGE }),
    resetAttempts: assign({ logoutAttempts: 0 }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, previewUrl: input.previewUrl ? toSameOriginPath(input.previewUrl) : null, guideOpen: false, logoutAttempts: 0 }),
  initial: 'loading',
  states: {
    // Waits for the adapter, so the effects decided at load (a redirect, the logout notice, the
    // noredirect flag) happen once it listens.
    loading: {
      on: {
        LOADED: [
          { guard: 'ownerIsRedirected', target: 'redirecting', actions: ['readFacts', 'readLandingQuery'] },
          { target: 'idle', actions: ['readFacts', 'readLandingQuery'] },
        ],
      },
    },
    // [NAV-011] Leaving for the configuration area: nothing else happens on this page.
    redirecting: {
      entry: 'goToConfig',
    },
    idle: {
      on: {
        ESCAPE: [
          // Esc typed into a field belongs to the field, never a page-wide jump (README).
          { guard: 'typingInField' },
          // [NAV-006] Shift+Esc logs out (a signed-in account only; an anonymous one has nothing to end).
          { guard: 'shiftAndSignedIn', target: 'loggingOut', actions: 'clearIdentity' },
          { guard: 'isShift' },
          // [NAV-003] In the editor, Esc closes the open guide...
          { guard: 'inEditorWithGuide', actions: 'closeGuide' },
          // [NAV-002] ...or toggles the full-screen preview.
          { guard: 'inEditor', actions: 'togglePreview' },
          // [NAV-004] [NAV-005] Signed in, or anonymous with useEscapeKeyToLogin.
          { guard: 'mayEnterConfig', target: 'redirecting' },
        ],
        LOGOUT: { guard: 'signedIn', target: 'loggingOut', actions: 'clearIdentity' },
        GUIDE: { actions: 'setGuide' },
        PREVIEW_CHANGE: { actions: 'setPreview' },
      },
    },
    // [NAV-020] One logout at a time and never twice: LOGOUT is not handled here or after.
    loggingOut: {
      entry: 'countAttempt',
      invoke: {
        src: 'logoutRequest',
        input: ({ context }) => ({ attempt: context.logoutAttempts }),
        onDone: [
          { guard: 'crumbFailedFirstTime', target: 'loggingOut', reenter: true, actions: 'storeCrumb' },
          { guard: 'loggedOutOk', target: 'loggedOut' },
          { target: 'idle', actions: ['reportLogoutFailure', 'resetAttempts'] },
        ],
        onError: { target: 'idle', actions: ['reportLogoutFailure', 'resetAttempts'] },
      },
    },
    loggedOut: {
      entry: 'goToLogoutTarget',
    },
  },
});
