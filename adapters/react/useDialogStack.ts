'use client';
import { createContext, useContext, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createMachine, type Actor } from 'xstate';
import type { ConfirmationAnswer } from '../../machines/confirmation/logic.ts';
import { connect } from '../../machines/dialogs/connect.ts';
import type { DialogRequest } from '../../machines/dialogs/logic.ts';
import { dialogStackMachine, type DialogStackInput } from '../../machines/dialogs/machine.ts';
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

/** What `useDialogStack` returns: `{ actorRef, api }`, beside the page's ways to ask (`DialogStackValue`). */
export interface UseDialogStackReturn extends DialogStackValue {
  /** The page's dialog stack actor (the same as `stack`). */
  actorRef: DialogStackActor;
  /** `connectDialogStack`'s view model: the layers' props and the queue of requests. */
  api: DialogStackApi;
}

/**
 * The page's dialog stack actor, as `<DialogStack>` provides it to the components under it: one
 * value for the page's life (it never disturbs a block that has not woken yet, adapters/react/Island.tsx).
 */
export const DialogStackActorContext = createContext<DialogStackActor | null>(null);
/** Provides the page's dialog stack (what `<DialogStack>` renders around the page). */
export const DialogStackProvider = DialogStackActorContext.Provider;

/** The ways to ask each stack started by `useDialogStack`, by its actor. */
const asksOf = new WeakMap<DialogStackActor, DialogStackValue>();

/** The page's dialog stack, or null outside `<DialogStack>` (a component that also works without one). */
export function useOptionalDialogStack(): DialogStackValue | null {
  const stack = useContext(DialogStackActorContext);
  return (stack && asksOf.get(stack)) ?? null;
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

/** What a component under a `<DialogStack>` starts in its place: nothing (an actor that does nothing). */
const joined = createMachine({});

const sameRequests = (a: DialogStackSnapshot, b: DialogStackSnapshot) => a.context.requests === b.context.requests;
const current = (snapshot: DialogStackSnapshot) => snapshot;

/**
 * The page's one dialog stack, `{ actorRef, api }`, with the ways to ask it (`confirm`, `alert`,
 * `inform`, `showSystemError`). Under a `<DialogStack>` it is that stack; otherwise this call
 * starts it, with its DOM effects (focus trap, inertness, focus return, Esc, outside clicks:
 * `bindDialogStack`) and the system error overlay with its reports (`bindSystemError`).
 * `<DialogStack>` is that starting component. The caller re-renders when the queue of requests
 * changes (`api.requests`: the confirmations, alerts and information to render).
 */
export function useDialogStack(input: DialogStackInput = {}, options: ActorHookOptions = {}): UseDialogStackReturn {
  const shared = useContext(DialogStackActorContext);
  const starts = !shared;
  // The same hooks in either case; only the stack that starts here runs the real machines.
  const ownStack = useActorRef(starts ? dialogStackMachine : (joined as unknown as typeof dialogStackMachine), { input, inspect: useInspect(options) });
  // Its DOM ids from useId: unique whatever the page holds (a heading with the id `system-error-title` included).
  const systemErrorId = `system-error${useId().replace(/:/g, '')}`;
  const ownSystemError = useActorRef(starts ? systemErrorMachine : (joined as unknown as typeof systemErrorMachine), { input: { id: systemErrorId } });
  useEffect(() => {
    if (!starts) return undefined;
    const unbindStack = bindDialogStack(ownStack);
    const unbindSystemError = bindSystemError(ownSystemError);
    return () => {
      unbindSystemError();
      unbindStack();
    };
  }, [starts, ownStack, ownSystemError]);
  const own = useMemo<DialogStackValue>(() => {
    // Each request hears its own answer (the `answered` event with its key) and lets go.
    const request = (dialog: DialogRequest) =>
      new Promise<ConfirmationAnswer>((resolve) => {
        ownStack.send({ type: 'REQUEST', request: dialog });
        const key = ownStack.getSnapshot().context.requests.at(-1)?.key;
        const subscription = ownStack.on('answered', (event) => {
          if (event.key !== key) return;
          subscription.unsubscribe();
          resolve(event.answer);
        });
      });
    const value: DialogStackValue = {
      stack: ownStack,
      confirm: (dialog) => request({ ...dialog, kind: 'confirmation' }),
      alert: (dialog) => request({ ...dialog, kind: 'alert' }),
      inform: (dialog) => request({ ...dialog, kind: 'information' }),
      showSystemError: (error) => ownSystemError.send({ type: 'SHOW', error }),
      systemError: ownSystemError,
    };
    asksOf.set(ownStack, value);
    return value;
  }, [ownStack, ownSystemError]);
  const value = (shared && asksOf.get(shared)) || own;
  const snapshot = useSelector(value.stack, current, sameRequests);
  return { ...value, actorRef: value.stack, api: connect(snapshot, value.stack.send, normalizeProps) };
}
