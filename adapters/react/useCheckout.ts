'use client';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { connect, type CheckoutSnapshot } from '../../machines/checkout/connect.ts';
import type { CheckoutApi } from '../../machines/checkout/types.ts';
import { CHECKOUT_ALERT_TITLE } from '../../machines/checkout/constants.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
import { bindCheckoutEffects, checkoutSender, type CheckoutEffects } from '../browser/checkout.ts';
import { isInFrame } from '../browser/device.ts';
import { normalizeProps } from './normalize-props.ts';
import { useOptionalDialogStack } from './useDialogStack.ts';

export type { CheckoutEffects };

const selectState = (snapshot: CheckoutSnapshot) => snapshot.value;

/**
 * Starts a `checkoutMachine` (cookies read at each click, the editing frame detected) with its
 * alert and navigation effects bound; `effects` (read at mount) swaps either. Under
 * `<DialogStack>` the alert is the dialog stack's accessible alert dialog; elsewhere the
 * browser's own (`showAlert`).
 */
export type CheckoutActor = Actor<typeof checkoutMachine>;

export function useCheckout(
  input: { effects?: CheckoutEffects } = {},
  options: ActorHookOptions = {},
): { actorRef: CheckoutActor; api: CheckoutApi } {
  const { effects } = input;
  // The cookies are read at each click; the frame once the page has hydrated.
  const [startInput] = useState(() => ({ cookies: {}, inFrame: false }));
  // Like the input, the effects are read once, at mount.
  const dialogs = useOptionalDialogStack();
  const [boundEffects] = useState<CheckoutEffects | undefined>(() =>
    dialogs ? { alert: (message) => void dialogs.alert({ title: CHECKOUT_ALERT_TITLE, message }), ...effects } : effects,
  );
  const actorRef = useActorRef(checkoutMachine, { input: startInput, inspect: useInspect(options) });
  useEffect(() => actorRef.send({ type: 'SET_FRAME', inFrame: isInFrame() }), [actorRef]);
  useLayoutEffect(() => bindCheckoutEffects(actorRef, boundEffects), [actorRef, boundEffects]);
  // A cart checkout carries the cookies as they are at the click.
  const send = useMemo(() => checkoutSender(actorRef), [actorRef]);
  useSelector(actorRef, selectState);
  return { actorRef, api: connect(actorRef.getSnapshot(), send, normalizeProps) };
}
