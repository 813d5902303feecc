'use client';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type Actor } from 'xstate';
import type { LogoutOutcome } from '../../machines/session/codec.ts';
import { connect } from '../../machines/session/connect.ts';
import type { SessionApi } from '../../machines/session/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { ANONYMOUS_PAGE, type PageContext } from '../../machines/session/logic.ts';
import { sessionMachine } from '../../machines/session/machine.ts';
import { bindSessionEffects, readSessionFacts, requestLogout, type SessionEffectHandlers } from '../browser/session.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { usePageEnvironment } from './environment.tsx';

export type SessionActor = Actor<typeof sessionMachine>;

export interface UseSessionInput {
  /**
   * Who the visitor is, as the server rendered the page's context; absent, the page's
   * `#sm-page-context` element is read once the page has loaded (anonymous until then).
   */
  pageContext?: PageContext;
  /** [NAV-024] The configuration panel's preview frame page, when the panel is present. */
  previewUrl?: string | null;
}

export interface UseSessionOptions extends SessionEffectHandlers, ActorHookOptions {
  /** The logout call; POST /api/auth/Logout by default. */
  logoutRequest?: () => Promise<LogoutOutcome>;
}

/**
 * Starts the page's `sessionMachine` from what the server knew (the page context and address),
 * binds its effects, then tells it the page has loaded with the browser's facts (frame,
 * noredirect flag, host): the owner redirect and the logout notice happen then.
 */
export function useSession(input: UseSessionInput = {}, options: UseSessionOptions = {}): { actorRef: SessionActor; api: SessionApi } {
  const handlers = useLatest(options);
  const { url } = usePageEnvironment();
  const actorRef = useActorRef(
    sessionMachine.provide({ actors: { logoutRequest: fromPromise(() => (handlers.current.logoutRequest ?? requestLogout)()) } }),
    {
      input: {
        page: input.pageContext ?? ANONYMOUS_PAGE,
        location: { hostname: '', pathname: url.pathname, search: url.search },
        inFrame: false,
        noRedirectRemembered: false,
        previewUrl: input.previewUrl ?? null,
      },
      inspect: useInspect(options),
    },
  );
  const givenContext = input.pageContext !== undefined;
  useEffect(() => {
    const unbind = bindSessionEffects(actorRef, {
      onTogglePreview: () => handlers.current.onTogglePreview?.(),
      onCloseGuide: () => handlers.current.onCloseGuide?.(),
      onLogoutNotice: (title, message) => handlers.current.onLogoutNotice?.(title, message),
      onLogoutFailed: (message) => (handlers.current.onLogoutFailed ?? console.warn)(message),
      navigate: handlers.current.navigate,
    });
    actorRef.send({ type: 'LOADED', facts: readSessionFacts(window, !givenContext) });
    return unbind;
  }, [actorRef, handlers, givenContext]);
  const snapshot = useSelector(actorRef, (current) => current);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
