'use client';
import { connectCartPage } from '../../machines/cart/connect-page.ts';
import type { CartPageApi } from '../../machines/cart/types.ts';
import type { CartRef } from '../browser/cart-ref.ts';
import { useCartSnapshot, useSharedCartRef } from './cart-context.ts';
import { normalizeProps } from './normalize-props.ts';

/**
 * [STORE-045] The full-page cart's `{ actorRef, api }`: the cart of the nearest `CartProvider`
 * with `connectCartPage`'s view model (entries, quantities, removal, messages, checkout).
 */
export function useCartPage(): { actorRef: CartRef; api: CartPageApi } {
  const actorRef = useSharedCartRef();
  return { actorRef, api: connectCartPage(useCartSnapshot(actorRef), actorRef.send, normalizeProps) };
}
