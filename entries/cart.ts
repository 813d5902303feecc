/** `site-machines/cart`: the cart's machine, codec, connect, browser binding, hooks, components, and the stylesheet they need. */
export * from '../machines/cart/index.ts';
export { bindCart, browserCartMachine, cartActors, CartAnswerError, CART_CHANNEL, startCart } from '../adapters/browser/cart.ts';
export { createCartRef, type CartRef } from '../adapters/browser/cart-ref.ts';
export type { CartActor, CartEnvironment } from '../adapters/browser/cart.ts';
export { CartActorContext, useCart, useCartApi, useSharedCart } from '../adapters/react/useCart.ts';
export { useCartPage } from '../adapters/react/useCartPage.ts';
export type { UseCartInput } from '../adapters/react/useCart.ts';
export { AddToCartButton, type AddToCartButtonProps } from '../ui/AddToCartButton.tsx';
export { CartElement } from '../ui/CartElement.tsx';
export { CartPage, type CartPageProps } from '../ui/CartPage.tsx';
export { CartProvider, type CartProviderProps } from '../ui/CartProvider.tsx';
/** The stylesheets the components need (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/cart.css'] as const;
