import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { LogoutOutcome } from '../../machines/session/codec.ts';
import { connect, type SessionApi } from '../../machines/session/connect.ts';
import { sessionMachine } from '../../machines/session/machine.ts';
import { bindSessionEffects, readSessionInput, requestLogout, type SessionEffectHandlers } from '../browser/session.ts';

export interface UseSessionOptions extends SessionEffectHandlers {
  /** [NAV-024] The configuration panel's preview frame page, when the panel is present. */
  previewUrl?: string | null;
  /** The logout call; POST /api/auth/Logout by default. */
  logoutRequest?: () => Promise<LogoutOutcome>;
}

/**
 * Starts the page's `sessionMachine` with its input read from the page and the logout call
 * provided, binds its effects, then tells it the page has loaded (the owner redirect and the
 * logout notice happen then). Returns the actor and its view model.
 */
export function useSession(options: UseSessionOptions = {}): { actor: Actor<typeof sessionMachine>; api: SessionApi } {
  const handlers = useRef(options);
  handlers.current = options;
  const [actor] = useState(() =>
    createActor(
      sessionMachine.provide({ actors: { logoutRequest: fromPromise(() => (handlers.current.logoutRequest ?? requestLogout)()) } }),
      { input: readSessionInput(window, options.previewUrl ?? null) },
    ),
  );
  useEffect(() => {
    const unbind = bindSessionEffects(actor, {
      onTogglePreview: () => handlers.current.onTogglePreview?.(),
      onCloseGuide: () => handlers.current.onCloseGuide?.(),
      onLogoutNotice: (title, message) => handlers.current.onLogoutNotice?.(title, message),
      onLogoutFailed: (message) => (handlers.current.onLogoutFailed ?? console.warn)(message),
      navigate: handlers.current.navigate,
    });
    actor.start();
    actor.send({ type: 'LOADED' });
    return unbind;
  }, [actor]);
  const snapshot = useSelector(actor, (current) => current);
  return { actor, api: connect(snapshot, actor.send) };
}
