import { assign, setup } from 'xstate';
import type { SessionInput } from '../../machines/session/machine.ts';

/**
 * The visitor's session as the spec states it (NAV-002..006, NAV-011, NAV-019..026), apart from
 * the real machine: who may go where on Esc, the owner redirect, and logout with its one crumb
 * retry. The logout call's answers are explicit events (SERVER_*).
 */
export interface SessionModelConfig {
  name: string;
  input: SessionInput;
}

export type SessionModelEvent =
  | { type: 'LOADED' }
  | { type: 'ESCAPE'; shiftKey: boolean; editable: boolean }
  | { type: 'LOGOUT' }
  | { type: 'GUIDE'; open: boolean }
  | { type: 'PREVIEW_CHANGE' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_CRUMB_FAIL' }
  | { type: 'SERVER_FAILED' }
  | { type: 'SERVER_DOWN' };

export interface SessionView {
  state: 'loading' | 'redirecting' | 'idle' | 'loggingOut' | 'loggedOut';
  /** Where the browser was sent, or null. */
  navigatedTo: string | null;
  preview: boolean;
  guideOpen: boolean;
  identityCleared: boolean;
  /** The logout call being made: 1, or 2 for the retry after a crumb failure (0 when none). */
  attempt: number;
  /** A failed logout was reported. */
  failed: boolean;
}

/** The page the preview frame moves to in the model. */
export const PREVIEW_PAGE = '/gallery?tag=sea';

type SpecContext = Omit<SessionView, 'state'> & { previewUrl: string | null };

export function createSessionSpec({ input }: SessionModelConfig) {
  const { page, location, inFrame, noRedirectRemembered } = input;
  const here = `${location.pathname}${location.search}`;
  const configUrl = `/config/?frameUrl=${encodeURIComponent(here)}`;
  const signedIn = page.loggedIn;
  const ownerRedirect = signedIn && page.websiteSettings && !page.developerMode && !page.cloneable && !inFrame && location.hostname !== 'localhost' && !noRedirectRemembered;
  const escapeToConfig = !page.editor && (signedIn || page.useEscapeKeyToLogin);
  const machine = setup({
    types: { context: {} as SpecContext, events: {} as SessionModelEvent },
    guards: {
      typing: ({ event }) => event.type === 'ESCAPE' && event.editable,
      shift: ({ event }) => event.type === 'ESCAPE' && event.shiftKey,
      signedIn: () => signedIn,
      guideOpen: ({ context }) => page.editor && context.guideOpen,
      editor: () => page.editor,
      toConfig: () => escapeToConfig,
      firstAttempt: ({ context }) => context.attempt === 1,
    },
    actions: {
      goToConfig: assign({ navigatedTo: configUrl }),
      startLogout: assign({ identityCleared: true, attempt: 1 }),
      retry: assign({ attempt: 2 }),
      fail: assign({ failed: true, attempt: 0 }),
      loggedOut: assign(({ context }) => ({ attempt: 0, navigatedTo: `${context.previewUrl ?? '/'}${context.previewUrl?.includes('?') ? '&' : '?'}logout=true` })),
      closeGuide: assign({ guideOpen: false }),
      togglePreview: assign({ preview: ({ context }) => !context.preview }),
      setGuide: assign({ guideOpen: ({ event }) => event.type === 'GUIDE' && event.open }),
      setPreview: assign({ previewUrl: PREVIEW_PAGE }),
    },
  });
  // Only the states this visitor can reach, and only the transitions into them (the planner
  // must reach every spec state): an owner is redirected at once; an anonymous visitor never
  // logs out; in the editor Esc never leaves the page.
  const idle = {
    on: {
      ESCAPE: [
        { guard: 'typing' },
        ...(signedIn ? [{ guard: 'shift', target: 'loggingOut', actions: 'startLogout' }] : []),
        { guard: 'shift' },
        ...(page.editor
          ? [{ guard: 'guideOpen', actions: 'closeGuide' }, { actions: 'togglePreview' }]
          : escapeToConfig
            ? [{ target: 'redirecting', actions: 'goToConfig' }]
            : [{}]),
      ],
      LOGOUT: signedIn ? { target: 'loggingOut', actions: 'startLogout' } : {},
      GUIDE: { actions: 'setGuide' },
      PREVIEW_CHANGE: { actions: 'setPreview' },
    },
  };
  const loggingOut = {
    on: {
      SERVER_OK: { target: 'loggedOut', actions: 'loggedOut' },
      SERVER_CRUMB_FAIL: [{ guard: 'firstAttempt', actions: 'retry' }, { target: 'idle', actions: 'fail' }],
      SERVER_FAILED: { target: 'idle', actions: 'fail' },
      SERVER_DOWN: { target: 'idle', actions: 'fail' },
    },
  };
  const states = {
    loading: { on: { LOADED: ownerRedirect ? { target: 'redirecting', actions: 'goToConfig' } : 'idle' } },
    ...(ownerRedirect || escapeToConfig ? { redirecting: {} } : {}),
    ...(ownerRedirect ? {} : { idle }),
    ...(signedIn && !ownerRedirect ? { loggingOut, loggedOut: {} } : {}),
  };
  return machine.createMachine({
    id: 'sessionSpec',
    context: { navigatedTo: null, preview: false, guideOpen: false, identityCleared: false, attempt: 0, failed: false, previewUrl: null },
    initial: 'loading',
    // Built per visitor above; XState checks every target when it creates the machine.
    states: states as never,
  }) as unknown as SessionSpec;
}

/** The spec's type: the setup above with a chart of any of those states. */
function typedSetup() {
  return setup({ types: { context: {} as SpecContext, events: {} as SessionModelEvent } });
}
export type SessionSpec = ReturnType<ReturnType<typeof typedSetup>['createMachine']>;

