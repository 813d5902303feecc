'use client';
import type { ReactNode } from 'react';
import { useSharedCart } from '../adapters/react/useSharedCart.ts';

export interface AddToCartButtonProps {
  productId: string;
  variantId: string;
  /** How many to add (a positive whole number; anything else is refused with the spec's message). */
  quantity?: number;
  /** The id of the element naming the product, for the button's description. */
  describedBy?: string;
  children: ReactNode;
}

/** A product card's add button, for the cart of the nearest `CartProvider`. */
export function AddToCartButton({ productId, variantId, quantity = 1, describedBy, children }: AddToCartButtonProps) {
  const { api } = useSharedCart();
  return (
    <button {...api.getAddTriggerProps({ productId, variantId, quantity })} aria-describedby={describedBy}>
      {children}
    </button>
  );
}
