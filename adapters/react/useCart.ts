'use client';
import { useContext, useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { connect } from '../../machines/cart/connect.ts';
import type { CartApi } from '../../machines/cart/types.ts';
import { bindCart, browserCartMachine, type CartActor, type CartEnvironment } from '../browser/cart.ts';
import { readCookies } from '../browser/cookies.ts';
import { createDataLayer, type DataLayer } from '../browser/data-layer.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { rememberFirstSnapshot, useCartSnapshot } from './cart-context.ts';
import { SiteServicesContext } from './data-layer-context.ts';
import { normalizeProps } from './normalize-props.ts';
import { useCheckout } from './useCheckout.ts';

export type { CartActor };
// The shared cart's context and hook, under the names this module has always had.
export { CartActorContext } from './cart-context.ts';
export { useSharedCart } from './useSharedCart.ts';

export interface UseCartInput {
  /** Prefix of the parts' DOM ids (one cart per page: 'cart' by default). */
  id?: string;
  /** [STORE-042] The store's minimum order subtotal for checkout, in minor units. */
  minimumSubtotalCents?: number;
  /** The data layer to send the cart's requests with (default: the `DataLayerProvider`'s, or one of its own). */
  dataLayer?: DataLayer;
  /**
   * Starts checkout when the cart allows it. By default the page's checkout entry
   * (`checkoutMachine`'s START), which reads the cart cookie this cart's backend set.
   */
  onCheckout?: () => void;
  /** Swaps the browser's environment (channel between tabs, document) for tests. */
  environment?: Omit<CartEnvironment, 'startCheckout'>;
}

/** The view model of a running cart actor (the cart element's and the add buttons'), re-rendered when its state or context changes. */
export function useCartApi(actorRef: CartActor): CartApi {
  return connect(useCartSnapshot(actorRef), actorRef.send, normalizeProps);
}

/**
 * Starts a `cartMachine` for the component's lifetime, its requests sent through the data
 * layer and decoded at the edge, bound to the page (`bindCart`: other tabs, visibility,
 * checkout), and returns `{ actorRef, api }`.
 */
export function useCart(input: UseCartInput = {}, options: ActorHookOptions = {}): { actorRef: CartActor; api: CartApi } {
  const services = useContext(SiteServicesContext);
  const [machine] = useState(() => browserCartMachine(input.dataLayer ?? services?.dataLayer ?? createDataLayer()));
  const actorRef = useActorRef(machine, {
    input: { id: input.id ?? 'cart', minimumSubtotalCents: input.minimumSubtotalCents ?? 0 },
    inspect: useInspect(options),
  });
  useState(() => rememberFirstSnapshot(actorRef));
  const checkout = useCheckout();
  const onCheckout = useLatest(input.onCheckout ?? (() => checkout.actorRef.send({ type: 'START', cookies: readCookies() })));
  const environment = useLatest(input.environment);
  useEffect(() => bindCart(actorRef, { ...environment.current, startCheckout: () => onCheckout.current() }), [actorRef, environment, onCheckout]);
  return { actorRef, api: useCartApi(actorRef) };
}
