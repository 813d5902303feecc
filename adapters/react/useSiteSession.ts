'use client';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { connect } from '../../machines/session/connect.ts';
import type { SessionApi } from '../../machines/session/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { ANONYMOUS_PAGE, type PageContext } from '../../machines/session/logic.ts';
import { readLocation } from '../browser/environment.ts';
import { useDialogStack } from './useDialogStack.ts';
import { useSession, type SessionActor, type UseSessionInput, type UseSessionOptions } from './useSession.ts';

export interface SiteSessionOptions extends UseSessionInput, Omit<UseSessionOptions, 'onLogoutNotice' | 'onLogoutFailed'> {
  /** [NAV-003] The editor has a guide open (Esc closes it). */
  guideOpen?: boolean;
}

export interface SiteSessionValue {
  /** The session's view: redirect decision, state, the logout button's props. */
  api: SessionApi;
  /** Who the visitor is (the page context the session started from). */
  pageContext: PageContext;
  /** Log out (a signed-in account only) [NAV-020]. */
  logout(): void;
}

/**
 * What `<SiteSession>` provides: the session's actor and what never changes. The value is the
 * same object for the page's life, so a session that moves on never re-renders the page under
 * it, nor disturbs a block that has not woken yet (adapters/react/Island.tsx); each reader
 * subscribes to the session itself (`useSiteSessionContext`).
 */
export interface SiteSessionHandle {
  actorRef: SessionActor;
  pageContext: PageContext;
  logout(): void;
}

export const SiteSessionContext = createContext<SiteSessionHandle | null>(null);

/** The page's session, its view kept current; throws outside `<SiteSession>`. */
export function useSiteSessionContext(): SiteSessionValue {
  const handle = useContext(SiteSessionContext);
  if (!handle) throw new Error('useSiteSessionContext() needs a <SiteSession> around the component');
  const snapshot = useSelector(handle.actorRef, (current) => current);
  return { api: connect(snapshot, handle.actorRef.send, normalizeProps), pageContext: handle.pageContext, logout: handle.logout };
}

/**
 * The session wired to the page's dialog stack: Esc with no dialog open goes from the dialog stack
 * to the session [NAV-002..006]; a logout landing shows its information dialog [NAV-019]; a
 * failed logout shows the system error overlay. The editor's guide and the configuration
 * panel's preview page follow their props.
 */
export function useSiteSession(options: SiteSessionOptions = {}): SiteSessionHandle {
  const dialogs = useDialogStack();
  const { pageContext, previewUrl: startPreview, ...handlers } = options;
  const session = useSession(
    { pageContext, previewUrl: startPreview },
    {
      ...handlers,
      onLogoutNotice: (title, message) => void dialogs.inform({ title, message }),
      onLogoutFailed: (message) => dialogs.showSystemError({ kind: 'network', serverText: message }),
    },
  );
  const actor = session.actorRef;
  const { guideOpen = false, previewUrl = null } = options;
  useEffect(() => actor.send({ type: 'GUIDE', open: guideOpen }), [actor, guideOpen]);
  useEffect(() => {
    if (previewUrl !== null) actor.send({ type: 'PREVIEW_CHANGE', url: previewUrl });
  }, [actor, previewUrl]);
  useEffect(() => {
    const subscription = dialogs.stack.on('escapeWithoutDialog', ({ shiftKey, editable }) =>
      actor.send({ type: 'ESCAPE', shiftKey, editable, here: readLocation() }),
    );
    return () => subscription.unsubscribe();
  }, [dialogs.stack, actor]);
  return useMemo(() => ({ actorRef: actor, pageContext: pageContext ?? ANONYMOUS_PAGE, logout: () => actor.send({ type: 'LOGOUT' }) }), [pageContext, actor]);
}
