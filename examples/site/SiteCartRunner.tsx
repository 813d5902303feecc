import type { ReactNode } from 'react';
import { CartActorContext, useCart, useSharedCart } from '../../adapters/react/useCart.ts';
import { useSiteCartActor, type SiteCartRunnerProps } from './site-cart.tsx';

// The header's cart element is here too, in the runner's chunk: every page that runs the cart
// shows it, so the two come in one file (a page whose first screen shows the cart links one
// script for both).

/**
 * Runs the page's one cart (`useCart`: synced with the backend, the other tabs and checkout) and
 * hands its actor to the site's cart cell (site-cart.tsx). Renders nothing.
 */
export function SiteCartRunner({ cell, minimumSubtotalCents }: SiteCartRunnerProps) {
  const { actorRef } = useCart({ minimumSubtotalCents });
  // Set while rendering: the blocks after it in this same render read it (the server, a page whose entry provides the runner).
  cell.set(actorRef);
  return null;
}

/** The page's cart for the cart's components under it (`useSharedCart`): a block of the site that shows the cart wraps itself in it. */
export function WithSiteCart({ children }: { children: ReactNode }) {
  return <CartActorContext.Provider value={useSiteCartActor()}>{children}</CartActorContext.Provider>;
}

export interface HeaderCartBlockProps {
  /** Where the site's basket page is. */
  cartPath: string;
}

/**
 * The header's cart element: the page's one cart's count and subtotal, linking to the site's
 * basket page. (The template cart element links to the runtime's fixed cart path, the demo's;
 * the site keeps its props and names its own page.) An island: until it wakes, the server's
 * link is there and works.
 */
export function HeaderCartBlock({ cartPath }: HeaderCartBlockProps) {
  return (
    <WithSiteCart>
      <HeaderCart cartPath={cartPath} />
    </WithSiteCart>
  );
}

function HeaderCart({ cartPath }: HeaderCartBlockProps) {
  const { api } = useSharedCart();
  return (
    <div {...api.getElementProps()} className="hb-cart">
      <a {...api.getLinkProps()} href={cartPath}>
        <svg className="sm-cart-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span {...api.getCountProps()}>{api.countText}</span>
        <span {...api.getSubtotalProps()}>{api.subtotal}</span>
      </a>
    </div>
  );
}
