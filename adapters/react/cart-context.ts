'use client';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CartView } from '../../machines/cart/connect.ts';
import type { CartRef } from '../browser/cart-ref.ts';

/** The page's one cart (`CartRef`) a `CartProvider` shares with the cart element, the add buttons and the full-page cart below it. */
export const CartActorContext = createContext<CartRef | null>(null);

/**
 * The cart's view, re-rendered when it changes. While hydrating, the view the server rendered: a
 * block that wakes later (an island: the full-page cart) hydrates from it, then shows the cart
 * as it now stands, so its hydration never meets markup the server did not send.
 */
export function useCartSnapshot(cartRef: CartRef): CartView {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = cartRef.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [cartRef]);
  const current = useCallback(() => cartRef.getSnapshot(), [cartRef]);
  const first = useCallback(() => cartRef.firstSnapshot, [cartRef]);
  return useSyncExternalStore(subscribe, current, first);
}

/** The cart of the nearest `CartProvider`. */
export function useSharedCartRef(): CartRef {
  const cartRef = useContext(CartActorContext);
  if (!cartRef) throw new Error('Wrap the cart element, the add buttons and the cart page in a <CartProvider>.');
  return cartRef;
}
