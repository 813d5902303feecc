'use client';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { ConfirmationAnswer } from '../../machines/confirmation/logic.ts';
import { connect } from '../../machines/dialogs/connect.ts';
import type { DialogRequest } from '../../machines/dialogs/logic.ts';
import { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import type { DialogStackApi, DialogStackSnapshot } from '../../machines/dialogs/types.ts';
import type { SystemError } from '../../machines/system-error/logic.ts';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { bindDialogStack, ensureDialogRoot } from '../browser/dialogs.ts';
import { bindSystemError } from '../browser/system-error.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';

export type DialogStackActor = Actor<typeof dialogStackMachine>;
export type SystemErrorActor = Actor<typeof systemErrorMachine>;

/** What the page's dialog stack offers every component under `<DialogStack>`. */
export interface DialogStackValue {
  stack: DialogStackActor;
  /** Ask: resolves with 'confirm', 'reject' or 'cancel' (Esc and outside clicks cancel). */
  confirm(request: Omit<DialogRequest, 'kind'>): Promise<ConfirmationAnswer>;
  /** Tell, with an OK button. */
  alert(request: Pick<DialogRequest, 'title' | 'message'>): Promise<ConfirmationAnswer>;
  /** Tell briefly, top-right; it hides itself after 2 s [WID-008]. */
  inform(request: Pick<DialogRequest, 'title' | 'message'>): Promise<ConfirmationAnswer>;
  /** Show the system error overlay [ERR-014]. */
  showSystemError(error: SystemError): void;
  /** The system error overlay's actor (any adapter can show it with `reportSystemError`). */
  systemError: SystemErrorActor;
}

const StackValue = createContext<DialogStackValue | null>(null);
/** Provides the page's dialog stack (what `<DialogStack>` renders around the page). */
export const DialogStackProvider = StackValue.Provider;

/** The page's dialog stack; throws outside `<DialogStack>`. */
export function useDialogStack(): DialogStackValue {
  const value = useContext(StackValue);
  if (!value) throw new Error('useDialogStack() needs a <DialogStack> around the component');
  return value;
}

/** The page's dialog stack, or null outside `<DialogStack>` (a component that also works without one). */
export function useOptionalDialogStack(): DialogStackValue | null {
  return useContext(StackValue);
}

const noSubscription = () => () => {};
const noRoot = () => null;

/**
 * The element dialogs are rendered into (a portal target at the end of `<body>`); null on the
 * server and during hydration (no dialog is open before then). Each dialog reads it itself: the
 * stack's context value never changes after hydration, so it never disturbs a block that has
 * not woken yet (adapters/react/Island.tsx).
 */
export function useDialogRoot(): HTMLElement | null {
  return useSyncExternalStore(noSubscription, ensureDialogRoot, noRoot);
}

const sameRequests = (a: DialogStackSnapshot, b: DialogStackSnapshot) => a.context.requests === b.context.requests;

/**
 * Starts the page's one dialog stack (`{ actorRef, api }`) with its DOM effects (focus trap,
 * inertness, focus return, Esc, outside clicks: `bindDialogStack`), and the system error overlay
 * with its reports. `value` is what `<DialogStack>` provides to the page; `api.requests` are the
 * confirmations, alerts and information to render.
 */
export function useDialogStackActor(options: ActorHookOptions = {}): { actorRef: DialogStackActor; api: DialogStackApi; value: DialogStackValue } {
  const actorRef = useActorRef(dialogStackMachine, { input: {}, inspect: useInspect(options) });
  // Its DOM ids from useId: unique whatever the page holds (a heading with the id `system-error-title` included).
  const systemError = useActorRef(systemErrorMachine, { input: { id: `system-error${useId().replace(/:/g, '')}` } });
  const answers = useRef(new Map<string, (answer: ConfirmationAnswer) => void>());
  useEffect(() => bindDialogStack(actorRef), [actorRef]);
  useEffect(() => bindSystemError(systemError), [systemError]);
  useEffect(() => {
    const subscription = actorRef.on('answered', ({ key, answer }) => {
      answers.current.get(key)?.(answer);
      answers.current.delete(key);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const value = useMemo<DialogStackValue>(() => {
    const request = (dialog: DialogRequest) =>
      new Promise<ConfirmationAnswer>((resolve) => {
        actorRef.send({ type: 'REQUEST', request: dialog });
        const key = actorRef.getSnapshot().context.requests.at(-1)?.key;
        if (key) answers.current.set(key, resolve);
      });
    return {
      stack: actorRef,
      confirm: (dialog) => request({ ...dialog, kind: 'confirmation' }),
      alert: (dialog) => request({ ...dialog, kind: 'alert' }),
      inform: (dialog) => request({ ...dialog, kind: 'information' }),
      showSystemError: (error) => systemError.send({ type: 'SHOW', error }),
      systemError,
    };
  }, [actorRef, systemError]);
  const snapshot = useSelector(actorRef, (current) => current, sameRequests);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps), value };
}
