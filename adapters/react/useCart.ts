'use client';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useActorRef } from '@xstate/react';
import { connect, type CartSnapshot } from '../../machines/cart/connect.ts';
import type { CartApi } from '../../machines/cart/types.ts';
import { bindCart, browserCartMachine, type CartActor, type CartEnvironment } from '../browser/cart.ts';
import { readCookies } from '../browser/cookies.ts';
import type { DataLayer } from '../browser/data-layer.ts';
import { createDataLayerOnDemand } from '../browser/data-layer-on-demand.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { SiteServicesContext } from './data-layer-context.ts';
import { normalizeProps } from './normalize-props.ts';
import { useCheckout } from './useCheckout.ts';

export type { CartActor };

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

/** The cart actor a `CartProvider` shares with the cart element and the full-page cart below it. */
export const CartActorContext = createContext<CartActor | null>(null);

/**
 * The snapshot each page cart rendered first: what the server's HTML shows. A block that wakes
 * later (an island: the full-page cart) hydrates from it, then shows the cart as it now stands,
 * so its hydration never meets markup the server did not send.
 */
const firstSnapshots = new WeakMap<CartActor, CartSnapshot>();

/** The view model of a running cart actor, re-rendered when its state or context changes. */
export function useCartApi(actorRef: CartActor): CartApi {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = actorRef.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const current = useCallback(() => actorRef.getSnapshot(), [actorRef]);
  const first = useCallback(() => firstSnapshots.get(actorRef) ?? actorRef.getSnapshot(), [actorRef]);
  const snapshot = useSyncExternalStore(subscribe, current, first);
  return connect(snapshot, actorRef.send, normalizeProps);
}

/**
 * Starts a `cartMachine` for the component's lifetime, its requests sent through the data
 * layer and decoded at the edge, bound to the page (`bindCart`: other tabs, visibility,
 * checkout), and returns `{ actorRef, api }`.
 */
export function useCart(input: UseCartInput = {}, options: ActorHookOptions = {}): { actorRef: CartActor; api: CartApi } {
  const services = useContext(SiteServicesContext);
  const [machine] = useState(() => browserCartMachine(input.dataLayer ?? services?.dataLayer ?? createDataLayerOnDemand()));
  const actorRef = useActorRef(machine, {
    input: { id: input.id ?? 'cart', minimumSubtotalCents: input.minimumSubtotalCents ?? 0 },
    inspect: useInspect(options),
  });
  useState(() => firstSnapshots.set(actorRef, actorRef.getSnapshot()));
  const checkout = useCheckout();
  const onCheckout = useLatest(input.onCheckout ?? (() => checkout.actorRef.send({ type: 'START', cookies: readCookies() })));
  const environment = useLatest(input.environment);
  useEffect(() => bindCart(actorRef, { ...environment.current, startCheckout: () => onCheckout.current() }), [actorRef, environment, onCheckout]);
  return { actorRef, api: useCartApi(actorRef) };
}

/** The cart of the nearest `CartProvider`. */
export function useSharedCart(): { actorRef: CartActor; api: CartApi } {
  const actorRef = useContext(CartActorContext);
  if (!actorRef) throw new Error('Wrap the cart element and the cart page in a <CartProvider>.');
  return { actorRef, api: useCartApi(actorRef) };
}
