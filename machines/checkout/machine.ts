import { assign, emit, setup } from 'xstate';
import {
  CHECKOUT_PATH,
  DONATION_CHECKOUT_PATH,
  GIFT_CARD_CHECKOUT_PATH,
  NO_CART_MESSAGE,
  SUBSCRIPTION_CHECKOUT_PATH,
} from './constants.ts';
import { checkoutUrl, hasCart, navigationTarget } from './logic.ts';

/** What the checkout button machine starts from: `createActor(checkoutMachine, { input })`. */
export interface CheckoutInput {
  /** The page's cookies by name (cart `CART`, has-cart `hasCart`). */
  cookies: Record<string, string>;
  /** The page runs inside the site-editing frame. */
  inFrame: boolean;
}

/** What the checkout button machine remembers (`snapshot.context`). */
export type CheckoutContext = CheckoutInput;

/** The events the checkout button machine accepts. */
export type CheckoutEvent =
  /** Cart checkout; `cookies` gives the cookies as they are at the click (a cart made since load). */
  | { type: 'START'; cookies?: Record<string, string> }
  | { type: 'START_SUBSCRIPTION'; cartToken: string }
  | { type: 'START_DONATION'; donatePageId: string }
  | { type: 'START_GIFT_CARD'; websiteId: string; giftCardProductId: string; sku?: string }
  /** Whether the page runs in the site-editing frame, as the browser says once the page has hydrated. */
  | { type: 'SET_FRAME'; inFrame: boolean };

/** The events a checkout button starts with (every event but SET_FRAME). */
export type CheckoutStartEvent = Exclude<CheckoutEvent, { type: 'SET_FRAME' }>;

export type CheckoutEmitted =
  | { type: 'alert'; message: string }
  | { type: 'navigate'; url: string; target: 'top' | 'self' };

/** The route and query each start event opens. */
function routeOf(event: CheckoutEvent): string {
  if (event.type === 'SET_FRAME') return '';
  switch (event.type) {
    case 'START':
      return checkoutUrl(CHECKOUT_PATH);
    case 'START_SUBSCRIPTION':
      return checkoutUrl(SUBSCRIPTION_CHECKOUT_PATH, { cartToken: event.cartToken });
    case 'START_DONATION':
      return checkoutUrl(DONATION_CHECKOUT_PATH, { donatePageId: event.donatePageId });
    case 'START_GIFT_CARD':
      return checkoutUrl(GIFT_CARD_CHECKOUT_PATH, {
        websiteId: event.websiteId,
        giftCardProductId: event.giftCardProductId,
        sku: event.sku,
      });
  }
}

/** The checkout buttons: START* events either alert (no cart) or navigate to the checkout path. */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  guards: {
    // [CHK-009] A cart cookie, or a has-cart cookie that is true.
    hasCart: ({ context, event }) => hasCart(event.type === 'START' && event.cookies ? event.cookies : context.cookies),
    hasCartToken: ({ event }) => event.type === 'START_SUBSCRIPTION' && event.cartToken !== '',
    hasDonatePage: ({ event }) => event.type === 'START_DONATION' && event.donatePageId !== '',
    hasGiftCard: ({ event }) => event.type === 'START_GIFT_CARD' && event.websiteId !== '' && event.giftCardProductId !== '',
  },
  actions: {
    // [CHK-005] [CHK-006] The top window in the editing frame, this one otherwise.
    navigate: emit(({ context, event }) => ({
      type: 'navigate' as const,
      url: routeOf(event),
      target: navigationTarget(context.inFrame),
    })),
    // [CHK-007] [CHK-008] The alert, and no navigation.
    alertNoCart: emit({ type: 'alert' as const, message: NO_CART_MESSAGE }),
    setFrame: assign({ inFrame: ({ context, event }) => (event.type === 'SET_FRAME' ? event.inFrame : context.inFrame) }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => input,
  initial: 'idle',
  on: {
    SET_FRAME: { actions: 'setFrame' },
  },
  states: {
    idle: {
      on: {
        START: [{ guard: 'hasCart', target: 'navigating', actions: 'navigate' }, { actions: 'alertNoCart' }],
        START_SUBSCRIPTION: { guard: 'hasCartToken', target: 'navigating', actions: 'navigate' },
        START_DONATION: { guard: 'hasDonatePage', target: 'navigating', actions: 'navigate' },
        START_GIFT_CARD: { guard: 'hasGiftCard', target: 'navigating', actions: 'navigate' },
      },
    },
    // The page is leaving: a second click starts nothing more.
    navigating: {},
  },
});
