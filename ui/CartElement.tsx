'use client';
import { useSharedCart } from '../adapters/react/useSharedCart.ts';

/**
 * The template cart element: the item count ('100+' above 100) and the subtotal, linking to the
 * cart; its spoken name says the count in words. Render-only: `cartMachine` (in the nearest
 * `CartProvider`) and `connect` decide everything shown.
 */
export function CartElement() {
  const { api } = useSharedCart();
  return (
    <div {...api.getElementProps()}>
      <a {...api.getLinkProps()}>
        <svg className="sm-cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span {...api.getCountProps()}>{api.countText}</span>
        <span {...api.getSubtotalProps()}>{api.subtotal}</span>
      </a>
    </div>
  );
}
