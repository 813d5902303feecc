import { useLayoutEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type CheckoutApi, type CheckoutSnapshot } from '../../machines/checkout/connect.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
import { bindCheckoutEffects, type CheckoutEffects } from '../browser/checkout.ts';
import { isInFrame } from '../browser/device.ts';
import { readCookies } from '../browser/cookies.ts';

export type { CheckoutEffects };

const selectState = (snapshot: CheckoutSnapshot) => snapshot.value;

/**
 * Starts a `checkoutMachine` (cookies read at each click, the editing frame detected) with its
 * alert and navigation effects bound; `effects` (read at mount) swaps either.
 */
export function useCheckout(effects?: CheckoutEffects): CheckoutApi & { readCookies(): Record<string, string> } {
  const [input] = useState(() => ({ cookies: readCookies(), inFrame: isInFrame() }));
  // Like the input, the effects are read once, at mount.
  const [boundEffects] = useState(() => effects);
  const actorRef = useActorRef(checkoutMachine, { input });
  useLayoutEffect(() => bindCheckoutEffects(actorRef, boundEffects), [actorRef, boundEffects]);
  useSelector(actorRef, selectState);
  return { ...connect(actorRef.getSnapshot(), actorRef.send), readCookies };
}
