'use client';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { ConfirmationAnswer, ConfirmationKind, ConfirmationStyle } from '../../machines/confirmation/logic.ts';
import { connect as connectStack, type DialogStackApi } from '../../machines/dialogs/connect.ts';
import type { DialogKind } from '../../machines/dialogs/logic.ts';
import { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import type { SystemError } from '../../machines/system-error/logic.ts';
import { bindDialogStackEffects, ensureDialogRoot } from '../browser/dialogs.ts';

/** A confirmation, alert or information the page asked for. */
export interface WidgetRequest {
  kind?: ConfirmationKind;
  style?: ConfirmationStyle;
  title: string;
  message: string;
  /** Button texts replacing the defaults, by answer. */
  labels?: Partial<Record<ConfirmationAnswer, string>>;
}

export interface QueuedWidget extends WidgetRequest {
  key: string;
  resolve(answer: ConfirmationAnswer): void;
}

/** What the page's overlays offer every component under them. */
export interface OverlaysValue {
  stack: Actor<typeof dialogStackMachine>;
  /** Ask: resolves with 'confirm', 'reject' or 'cancel' (Esc and outside clicks cancel). */
  confirm(request: Omit<WidgetRequest, 'kind'>): Promise<ConfirmationAnswer>;
  /** Tell, with an OK button. */
  alert(request: Pick<WidgetRequest, 'title' | 'message'>): Promise<ConfirmationAnswer>;
  /** Tell briefly, top-right; it hides itself after 2 s [WID-008]. */
  inform(request: Pick<WidgetRequest, 'title' | 'message'>): Promise<ConfirmationAnswer>;
  /** Show the system error overlay [ERR-014]. */
  showSystemError(error: SystemError): void;
}

export const OverlaysContext = createContext<OverlaysValue | null>(null);

/** The page's overlays; throws outside `<SiteOverlays>`, where there is no dialog stack. */
export function useOverlays(): OverlaysValue {
  const value = useContext(OverlaysContext);
  if (!value) throw new Error('useOverlays() needs a <SiteOverlays> around the component');
  return value;
}

const noSubscription = () => () => {};
const noRoot = () => null;

/**
 * The element dialogs are rendered into (a portal target at the end of `<body>`); null on the
 * server and during hydration (no dialog is open before then). Each dialog reads it itself: the
 * overlays' context value never changes after hydration, so it never disturbs a block that has
 * not woken yet (adapters/react/Island.tsx).
 */
export function useDialogRoot(): HTMLElement | null {
  return useSyncExternalStore(noSubscription, ensureDialogRoot, noRoot);
}

/** Starts the page's one dialog stack with its DOM effects (focus, inertness, Esc, outside clicks). */
export function useDialogStack(): { stack: Actor<typeof dialogStackMachine> } {
  const stack = useActorRef(dialogStackMachine, { input: {} });
  useEffect(() => bindDialogStackEffects(stack), [stack]);
  return { stack };
}

/**
 * The confirmations, alerts and information the page has asked for and not yet destroyed:
 * `request` queues one and resolves with its answer; `remove` drops one once destroyed.
 */
export function useWidgetQueue() {
  const [widgets, setWidgets] = useState<QueuedWidget[]>([]);
  const count = useRef(0);
  const request = (widget: WidgetRequest) =>
    new Promise<ConfirmationAnswer>((resolve) => {
      count.current += 1;
      setWidgets((queued) => [...queued, { ...widget, key: `widget-${count.current}`, resolve }]);
    });
  const remove = (key: string) => setWidgets((queued) => queued.filter((widget) => widget.key !== key));
  return { widgets, request, remove };
}

/**
 * Puts one dialog on the stack while `active` (from the layout effect, so its element exists
 * for focus), takes it off when inactive or unmounted, and calls `onDismiss` when the stack
 * closes it (Esc, outside click). Returns its layer props; a dialog fading out keeps its last
 * z-index.
 */
export function useStackedDialog(id: string, kind: DialogKind, active: boolean, onDismiss: () => void) {
  const { stack } = useOverlays();
  const root = useDialogRoot();
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(() => {
    if (!active) return;
    stack.send({ type: 'OPEN', id, kind });
    return () => stack.send({ type: 'CLOSE', id });
  }, [active, id, kind, stack]);
  useEffect(() => {
    const subscription = stack.on('dismiss', (event) => {
      if (event.id === id) dismiss.current();
    });
    return () => subscription.unsubscribe();
  }, [stack, id]);
  const zIndex = useSelector(stack, (snapshot) => snapshot.context.dialogs.find((dialog) => dialog.id === id)?.zIndex);
  const lastZIndex = useRef(zIndex);
  if (zIndex !== undefined) lastZIndex.current = zIndex;
  const api: DialogStackApi = connectStack(stack.getSnapshot(), stack.send);
  const layer = api.getLayerProps(id);
  return { root, layerProps: { ...layer, style: lastZIndex.current === undefined ? undefined : { zIndex: lastZIndex.current } } };
}
