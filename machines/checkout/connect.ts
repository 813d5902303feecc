import type { SnapshotFrom } from 'xstate';
import type { CheckoutEvent, checkoutMachine } from './machine.ts';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export interface CheckoutApi {
  /** A checkout route is opening: the buttons are busy. */
  navigating: boolean;
  /**
   * Spread on a checkout `<button>`; `start` is the event it sends, `cookies` reads the page's
   * cookies at the click (a cart made after load counts).
   */
  getTriggerProps(
    start: CheckoutEvent,
    cookies?: () => Record<string, string>,
  ): {
    type: 'button';
    'aria-disabled': 'true' | undefined;
    'data-scope': 'checkout';
    'data-part': 'trigger';
    'data-state': 'idle' | 'navigating';
    onClick(): void;
  };
}

/** Pure view model of checkout buttons for any renderer. */
export function connect(snapshot: CheckoutSnapshot, send: (event: CheckoutEvent) => void): CheckoutApi {
  const navigating = snapshot.value === 'navigating';
  return {
    navigating,
    getTriggerProps: (start, cookies) => ({
      type: 'button',
      'aria-disabled': navigating ? 'true' : undefined,
      'data-scope': 'checkout',
      'data-part': 'trigger',
      'data-state': navigating ? 'navigating' : 'idle',
      onClick: () => send(start.type === 'START' && cookies ? { ...start, cookies: cookies() } : start),
    }),
  };
}
