'use client';
import { connect } from '../../machines/cart/connect.ts';
import type { CartApi } from '../../machines/cart/types.ts';
import type { CartRef } from '../browser/cart-ref.ts';
import { useCartSnapshot, useSharedCartRef } from './cart-context.ts';
import { normalizeProps } from './normalize-props.ts';

/**
 * The cart of the nearest `CartProvider` for the cart element and the add buttons:
 * `{ actorRef, api }` with `connect`'s view model (none of the full-page cart's parts: those are
 * `useCartPage`'s, loaded only where the page holds one).
 */
export function useSharedCart(): { actorRef: CartRef; api: CartApi } {
  const actorRef = useSharedCartRef();
  return { actorRef, api: connect(useCartSnapshot(actorRef), actorRef.send, normalizeProps) };
}
