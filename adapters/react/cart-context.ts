'use client';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CartSnapshot } from '../../machines/cart/connect.ts';
import type { CartActor } from '../browser/cart.ts';

/** The cart actor a `CartProvider` shares with the cart element, the add buttons and the full-page cart below it. */
export const CartActorContext = createContext<CartActor | null>(null);

/**
 * The snapshot each page cart rendered first: what the server's HTML shows. A block that wakes
 * later (an island: the full-page cart) hydrates from it, then shows the cart as it now stands,
 * so its hydration never meets markup the server did not send.
 */
const firstSnapshots = new WeakMap<CartActor, CartSnapshot>();

/** Notes the snapshot a cart actor starts with (the one the server rendered). */
export function rememberFirstSnapshot(actorRef: CartActor): void {
  if (!firstSnapshots.has(actorRef)) firstSnapshots.set(actorRef, actorRef.getSnapshot());
}

/** The snapshot of a running cart actor, re-rendered when its state or context changes (the first one while hydrating). */
export function useCartSnapshot(actorRef: CartActor): CartSnapshot {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = actorRef.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const current = useCallback(() => actorRef.getSnapshot(), [actorRef]);
  const first = useCallback(() => firstSnapshots.get(actorRef) ?? actorRef.getSnapshot(), [actorRef]);
  return useSyncExternalStore(subscribe, current, first);
}

/** The cart actor of the nearest `CartProvider`. */
export function useSharedCartActor(): CartActor {
  const actorRef = useContext(CartActorContext);
  if (!actorRef) throw new Error('Wrap the cart element, the add buttons and the cart page in a <CartProvider>.');
  return actorRef;
}
