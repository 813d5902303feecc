export { cartMachine } from './machine.ts';
export type { AddItemInput, CartContext, CartEmitted, CartEvent, CartInput, RemoveItemInput, UpdateQuantityInput } from './machine.ts';
export { connect as connectCart } from './connect.ts';
export { connectCartPage } from './connect-page.ts';
export { initialCartView } from './connect.ts';
export type { CartSnapshot, CartView } from './connect.ts';
export type { CartApi, CartEntryView, CartPageApi, CartState, ChangeEventLike, SubmitEventLike } from './types.ts';
export { cartAnatomy } from './anatomy.ts';
export { CartCodec, decodeCart, decodeCartText, emptyCart, encodeCart, isQuantity, zeroMoney } from './codec.ts';
export type { Cart, CartEntry, CartJson, Money } from './codec.ts';
export { cartCurrency, cartItemCount, cartSubtotalText, checkoutRefusal, isCartEmpty, lineTotalCents, parseQuantity } from './logic.ts';
export {
  CART_PAGE_PATH,
  COMMERCE_API,
  DEFAULT_CART_CURRENCY,
  EMPTY_CART_MESSAGE,
  MAX_ENTRY_QUANTITY,
  MAX_PRICE_CENTS,
  MAX_PRODUCTS_PER_COLLECTION,
  MINIMUM_SUBTOTAL_TEMPLATE,
  minimumSubtotalMessage,
  REVIEW_ALREADY_SUBMITTED,
  REVIEW_REQUEST_EXPIRED,
  REVIEW_SELECT_RATING,
  UNABLE_TO_ADD_ITEM,
  UNABLE_TO_REMOVE_ITEM,
  UNABLE_TO_UPDATE_QUANTITY,
} from './constants.ts';
