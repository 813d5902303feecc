import { useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { useDialogStack, useWidgetQueue, type OverlaysValue, type QueuedWidget } from './overlays.ts';
import { useSession, type UseSessionOptions } from './useSession.ts';
import { useSystemErrorActor } from './useSystemError.ts';

export interface SiteOverlaysOptions extends Omit<UseSessionOptions, 'onLogoutNotice' | 'onLogoutFailed'> {
  /** [NAV-003] The editor has a guide open (Esc closes it). */
  guideOpen?: boolean;
}

export interface SiteOverlaysState {
  value: OverlaysValue;
  widgets: readonly QueuedWidget[];
  removeWidget(key: string): void;
  systemError: Actor<typeof systemErrorMachine>;
}

/**
 * Everything a page's overlays need, wired together: the dialog stack, the widget queue, the
 * system error overlay and the session. Esc with no dialog open goes from the stack to the
 * session [NAV-002..006]; a logout landing shows its information dialog [NAV-019]; a failed
 * logout shows the system error overlay.
 */
export function useSiteOverlays(options: SiteOverlaysOptions = {}): SiteOverlaysState {
  const { stack, root } = useDialogStack();
  const systemError = useSystemErrorActor();
  const { widgets, request, remove } = useWidgetQueue();
  const session = useSession({
    ...options,
    onLogoutNotice: (title, message) => void request({ kind: 'information', title, message }),
    onLogoutFailed: (message) => systemError.send({ type: 'SHOW', error: { kind: 'network', serverText: message } }),
  });

  const { guideOpen = false, previewUrl = null } = options;
  useEffect(() => session.actor.send({ type: 'GUIDE', open: guideOpen }), [session.actor, guideOpen]);
  useEffect(() => {
    if (previewUrl !== null) session.actor.send({ type: 'PREVIEW_CHANGE', url: previewUrl });
  }, [session.actor, previewUrl]);

  useEffect(() => {
    const subscription = stack.on('escapeWithoutDialog', ({ shiftKey, editable }) =>
      session.actor.send({ type: 'ESCAPE', shiftKey, editable, here: { pathname: window.location.pathname, search: window.location.search } }),
    );
    return () => subscription.unsubscribe();
  }, [stack, session.actor]);

  const value = useMemo(
    () => ({
      stack,
      root,
      session: session.api,
      confirm: (widget: Parameters<OverlaysValue['confirm']>[0]) => request({ ...widget, kind: 'confirmation' }),
      alert: (widget: Parameters<OverlaysValue['alert']>[0]) => request({ ...widget, kind: 'alert' }),
      inform: (widget: Parameters<OverlaysValue['inform']>[0]) => request({ ...widget, kind: 'information' }),
      showSystemError: (error: Parameters<OverlaysValue['showSystemError']>[0]) => systemError.send({ type: 'SHOW', error }),
      logout: () => session.actor.send({ type: 'LOGOUT' }),
    }),
    // `request` only queues through a state setter; the rest are stable actors.
    [stack, root, session.api, session.actor, systemError],
  );
  return { value, widgets, removeWidget: remove, systemError };
}
