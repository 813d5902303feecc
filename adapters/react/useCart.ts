'use client';
import { useContext, useEffect, useState } from 'react';
import { connect } from '../../machines/cart/connect.ts';
import type { CartApi } from '../../machines/cart/types.ts';
import type { CartActor, CartEnvironment } from '../browser/cart.ts';
import { createCartRef, type CartRef } from '../browser/cart-ref.ts';
import { readCookies } from '../browser/cookies.ts';
import type { DataLayer } from '../browser/data-layer.ts';
import { createDataLayerOnDemand } from '../browser/data-layer-on-demand.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { useCartSnapshot } from './cart-context.ts';
import { SiteServicesContext } from './data-layer-context.ts';
import { normalizeProps } from './normalize-props.ts';
import { useCheckout } from './useCheckout.ts';

export type { CartActor, CartRef };
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

/** The view model of a cart (the cart element's and the add buttons'), re-rendered when its state or context changes. */
export function useCartApi(cartRef: CartRef): CartApi {
  return connect(useCartSnapshot(cartRef), cartRef.send, normalizeProps);
}

/**
 * The page's cart for the component's lifetime, and `{ actorRef, api }`. It renders at once (on
 * the server too) as a cart not read yet; once the page has hydrated, the cart's code (the
 * `cartMachine`, its requests over the data layer decoded at the edge, `bindCart`: other tabs,
 * visibility, checkout) is fetched and started, and `actorRef.actor` is the running actor.
 * Events sent before (a press on an add button) wait for it and are never lost.
 */
export function useCart(input: UseCartInput = {}, options: ActorHookOptions = {}): { actorRef: CartRef; api: CartApi } {
  const services = useContext(SiteServicesContext);
  const [dataLayer] = useState(() => input.dataLayer ?? services?.dataLayer ?? createDataLayerOnDemand());
  const [cartInput] = useState(() => ({ id: input.id ?? 'cart', minimumSubtotalCents: input.minimumSubtotalCents ?? 0 }));
  const [cartRef] = useState(() => createCartRef(cartInput));
  const inspect = useInspect(options);
  const checkout = useCheckout();
  const onCheckout = useLatest(input.onCheckout ?? (() => checkout.actorRef.send({ type: 'START', cookies: readCookies() })));
  const environment = useLatest(input.environment);
  useEffect(
    () =>
      cartRef.run(() =>
        import('../browser/cart.ts').then(({ startCart }) =>
          startCart(dataLayer, cartInput, { environment: { ...environment.current, startCheckout: () => onCheckout.current() }, inspect }),
        ),
      ),
    [cartRef, dataLayer, cartInput, environment, onCheckout, inspect],
  );
  return { actorRef: cartRef, api: useCartApi(cartRef) };
}
