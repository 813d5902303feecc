import { assign, setup } from 'xstate';

/**
 * Checkout entry as a visitor meets it, stated apart from the real machine (CHK-001..009):
 * each button opens its route, in the top window inside the editing frame; cart checkout
 * without a cart shows the alert and stays.
 */
export interface CheckoutModelConfig {
  name: string;
  /** The page's cookies when the buttons are clicked. */
  cookies: Record<string, string>;
  inFrame: boolean;
  subscription: { cartToken: string };
  donation: { donatePageId: string };
  giftCard: { websiteId: string; giftCardProductId: string; sku?: string };
}

export type CheckoutModelEvent =
  | { type: 'START' }
  | { type: 'START_SUBSCRIPTION' }
  | { type: 'START_DONATION' }
  | { type: 'START_GIFT_CARD' };

export interface CheckoutView {
  state: 'idle' | 'navigating';
  /** Alerts shown so far. */
  alerts: number;
  /** Where the page went, and in which window. */
  navigation: { url: string; target: 'top' | 'self' } | null;
}

interface SpecContext {
  alerts: number;
  navigation: CheckoutView['navigation'];
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');

/** The route each button opens (spec 000 §2). */
export function expectedUrl(config: CheckoutModelConfig, event: CheckoutModelEvent): string {
  switch (event.type) {
    case 'START':
      return '/commerce/goto-checkout';
    case 'START_SUBSCRIPTION':
      return `/checkout/subscribe?${query(config.subscription)}`;
    case 'START_DONATION':
      return `/checkout/donate?${query(config.donation)}`;
    case 'START_GIFT_CARD':
      return `/checkout/giftcard?${query(config.giftCard)}`;
  }
}

export function createCheckoutSpec(config: CheckoutModelConfig) {
  const hasCart = Boolean(config.cookies.CART) || config.cookies.hasCart === 'true';
  const go = {
    target: 'navigating',
    actions: assign<SpecContext, CheckoutModelEvent, undefined, CheckoutModelEvent, never>({
      navigation: ({ event }) => ({ url: expectedUrl(config, event), target: config.inFrame ? 'top' : 'self' }),
    }),
  };
  return setup({
    types: { context: {} as SpecContext, events: {} as CheckoutModelEvent },
    guards: { firstAlert: ({ context }) => context.alerts === 0 },
  }).createMachine({
    id: 'checkoutSpec',
    context: { alerts: 0, navigation: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          // CHK-007/008: no cart, the alert and no navigation (one alert is enough to model).
          START: hasCart ? go : { guard: 'firstAlert', actions: assign({ alerts: ({ context }) => context.alerts + 1 }) },
          START_SUBSCRIPTION: go,
          START_DONATION: go,
          START_GIFT_CARD: go,
        },
      },
      navigating: {},
    },
  });
}

export type CheckoutSpec = ReturnType<typeof createCheckoutSpec>;
