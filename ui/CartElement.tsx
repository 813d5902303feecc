'use client';
import { useSharedCart } from '../adapters/react/useSharedCart.ts';

export interface CartElementProps {
  /** Where the link goes: a site that names its own basket page (default: the runtime's cart path). */
  href?: string;
  /** A class on the element, for the site's own styling. */
  className?: string;
  /** The cart icon's size in CSS pixels. */
  iconSize?: number;
}

/**
 * The template cart element: the item count ('100+' above 100) and the subtotal, linking to the
 * cart; its spoken name says the count in words. Render-only: `cartMachine` (in the nearest
 * `CartProvider`) and `connect` decide everything shown.
 */
export function CartElement({ href, className, iconSize = 20 }: CartElementProps = {}) {
  const { api } = useSharedCart();
  const link = api.getLinkProps();
  return (
    <div {...api.getElementProps()} className={className}>
      <a {...link} href={href ?? link.href}>
        <svg className="sm-cart-icon" viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span {...api.getCountProps()}>{api.countText}</span>
        <span {...api.getSubtotalProps()}>{api.subtotal}</span>
      </a>
    </div>
  );
}
