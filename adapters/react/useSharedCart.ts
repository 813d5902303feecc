'use client';
import { connect } from '../../machines/cart/connect.ts';
import type { CartApi } from '../../machines/cart/types.ts';
import type { CartActor } from '../browser/cart.ts';
import { useCartSnapshot, useSharedCartActor } from './cart-context.ts';
import { normalizeProps } from './normalize-props.ts';

/**
 * The cart of the nearest `CartProvider` for the cart element and the add buttons:
 * `{ actorRef, api }` with `connect`'s view model (none of the full-page cart's parts: those are
 * `useCartPage`'s, loaded only where the page holds one).
 */
export function useSharedCart(): { actorRef: CartActor; api: CartApi } {
  const actorRef = useSharedCartActor();
  return { actorRef, api: connect(useCartSnapshot(actorRef), actorRef.send, normalizeProps) };
}
