export { checkoutMachine } from './machine.ts';
export type { CheckoutContext, CheckoutEvent, CheckoutInput } from './machine.ts';
export { connect as connectCheckout } from './connect.ts';
export type { CheckoutApi } from './types.ts';
export { decodeCheckoutButton } from './codec.ts';
export { CART_COOKIE, HAS_CART_COOKIE } from './constants.ts';
