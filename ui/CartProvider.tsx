'use client';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { CartActorContext, useCart, type UseCartInput } from '../adapters/react/useCart.ts';

export interface CartProviderProps extends UseCartInput {
  /** Watches the cart's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

/** Runs the page's one cart (synced with the backend) for the cart element and the full-page cart below it. */
export function CartProvider({ inspect, children, ...input }: CartProviderProps) {
  const { actorRef } = useCart(input, { inspect });
  return <CartActorContext.Provider value={actorRef}>{children}</CartActorContext.Provider>;
}
