'use client';
import { useMemo } from 'react';
import type { Actor } from 'xstate';
import type { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { useDialogStack, useWidgetQueue, type OverlaysValue, type QueuedWidget } from './overlays.ts';
import { useSystemErrorActor } from './useSystemError.ts';

export interface SiteOverlaysState {
  value: OverlaysValue;
  widgets: readonly QueuedWidget[];
  removeWidget(key: string): void;
  systemError: Actor<typeof systemErrorMachine>;
}

/**
 * Everything a page's overlays need, wired together: the dialog stack, the queue of
 * confirmations, alerts and information the page asks for, and the system error overlay.
 */
export function useSiteOverlays(): SiteOverlaysState {
  const { stack } = useDialogStack();
  const systemError = useSystemErrorActor();
  const { widgets, request, remove } = useWidgetQueue();
  const value = useMemo<OverlaysValue>(
    () => ({
      stack,
      confirm: (widget) => request({ ...widget, kind: 'confirmation' }),
      alert: (widget) => request({ ...widget, kind: 'alert' }),
      inform: (widget) => request({ ...widget, kind: 'information' }),
      showSystemError: (error) => systemError.send({ type: 'SHOW', error }),
    }),
    // `request` only queues through a state setter; the rest are stable actors.
    [stack, systemError],
  );
  return { value, widgets, removeWidget: remove, systemError };
}
