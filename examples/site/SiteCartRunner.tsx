import type { ReactNode } from 'react';
import { CartActorContext, useCart } from '../../adapters/react/useCart.ts';
import { useSiteCartActor, type SiteCartRunnerProps } from './site-cart.tsx';

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
