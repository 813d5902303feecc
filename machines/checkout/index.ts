export { checkoutMachine } from './machine.ts';
export type { CheckoutContext, CheckoutEmitted, CheckoutEvent, CheckoutInput, CheckoutStartEvent } from './machine.ts';
export { connect as connectCheckout } from './connect.ts';
export type { CheckoutSnapshot } from './connect.ts';
export type { CheckoutApi } from './types.ts';
export { checkoutAnatomy } from './anatomy.ts';
export { decodeCheckoutButton } from './codec.ts';
export { checkoutUrl, hasCart, navigationTarget } from './logic.ts';
export {
  CART_COOKIE,
  CHECKOUT_PATH,
  DONATION_CHECKOUT_PATH,
  GIFT_CARD_CHECKOUT_PATH,
  HAS_CART_COOKIE,
  NO_CART_MESSAGE,
  SUBSCRIPTION_CHECKOUT_PATH,
} from './constants.ts';
