export { cartMachine } from './machine.ts';
export type { CartContext, CartEvent, CartInput } from './machine.ts';
export { connect as connectCart } from './connect.ts';
export { connectCartPage } from './connect-page.ts';
export type { CartApi, CartPageApi } from './types.ts';
export { decodeCart, decodeCartText } from './codec.ts';
export type { Cart, CartEntry, Money } from './codec.ts';
