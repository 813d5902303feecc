import type { ReactNode } from 'react';
import { CartActorContext, useCart } from '../../adapters/react/useCart.ts';
import { CartElement } from '../../ui/CartElement.tsx';
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
 * basket page: the template cart element, given the site's own page as `href` (its default is
 * the runtime's fixed cart path, the demo's). An island: until it wakes, the server's
 * link is there and works.
 */
export function HeaderCartBlock({ cartPath }: HeaderCartBlockProps) {
  return (
    <WithSiteCart>
      <CartElement href={cartPath} className="hb-cart" iconSize={22} />
    </WithSiteCart>
  );
}
