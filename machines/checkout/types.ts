import type { CheckoutStartEvent } from './machine.ts';

/** The view model of checkout buttons, for any renderer. */
export interface CheckoutApi {
  /** A checkout route is opening: the buttons are busy. */
  navigating: boolean;
  /**
   * Spread on a checkout `<button>`; `start` is the event it sends. A cart checkout is decided
   * on the cookies as they are at the click: the renderer's `send` adds them (the browser
   * adapter's `checkoutSender`), so `connect` reads nothing.
   */
  getTriggerProps(start: CheckoutStartEvent): {
    type: 'button';
    'aria-disabled': 'true' | undefined;
    'data-scope': 'checkout';
    'data-part': 'trigger';
    'data-state': 'idle' | 'navigating';
    onClick(): void;
  };
}
