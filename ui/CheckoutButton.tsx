'use client';
import type { ReactNode } from 'react';
import { useCheckout } from '../adapters/react/useCheckout.ts';
import type { CheckoutEffects } from '../adapters/react/useCheckout.ts';
import type { CheckoutStartEvent } from '../machines/checkout/machine.ts';

export interface CheckoutButtonProps {
  /** The checkout this button starts (see `decodeCheckoutButton` for data attributes). */
  start: CheckoutStartEvent;
  /** Swaps the alert or the navigation (a dialog-stack alert, a router). */
  effects?: CheckoutEffects;
  children: ReactNode;
}

/** Render-only checkout button: `checkoutMachine` decides between alert and navigation. */
export function CheckoutButton({ start, effects, children }: CheckoutButtonProps) {
  const { api } = useCheckout({ effects });
  return <button {...api.getTriggerProps(start)}>{children}</button>;
}
