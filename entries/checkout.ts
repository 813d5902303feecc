/** `site-machines/checkout`: checkout entry: machine, connect, codec, hook and button. */
export * from '../machines/checkout/index.ts';
export { bindCheckoutEffects, navigateTo } from '../adapters/browser/checkout.ts';
export type { CheckoutEffects } from '../adapters/browser/checkout.ts';
export { useCheckout } from '../adapters/react/useCheckout.ts';
export type { CheckoutActor } from '../adapters/react/useCheckout.ts';
export { CheckoutButton } from '../ui/CheckoutButton.tsx';
export type { CheckoutButtonProps } from '../ui/CheckoutButton.tsx';
