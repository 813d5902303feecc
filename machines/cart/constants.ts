/** Spec literals of the cart (document 001 §3 and §8, document 002 §2), each with its requirement ID. */

/** [STORE-042] Shown when adding an item fails. */
export const UNABLE_TO_ADD_ITEM = 'Unable to add item';
/** [STORE-042] Shown when changing an entry's quantity fails. */
export const UNABLE_TO_UPDATE_QUANTITY = 'Unable to update quantity';
/** [STORE-042] Shown when removing an entry fails. */
export const UNABLE_TO_REMOVE_ITEM = 'Unable to remove item';
/** [STORE-042] [STORE-048] The empty cart's text (and the answer to a checkout of an empty cart). */
export const EMPTY_CART_MESSAGE = 'You have nothing in your shopping cart.';
/** [STORE-042] A checkout below the store's minimum order subtotal; `{subtotal}` is that minimum, formatted. */
export const MINIMUM_SUBTOTAL_TEMPLATE = 'To check out, your order subtotal must be {subtotal} or more.';
/** [STORE-042] The template filled with the formatted minimum subtotal. */
export const minimumSubtotalMessage = (subtotal: string): string => MINIMUM_SUBTOTAL_TEMPLATE.replace('{subtotal}', subtotal);

/** [STORE-043] The review string catalogue (catalogue text, not tied to cart logic). */
export const REVIEW_ALREADY_SUBMITTED = 'You have already reviewed this purchase';
export const REVIEW_REQUEST_EXPIRED = 'Your review request has expired';
export const REVIEW_SELECT_RATING = 'Please select a star rating';

/** [STORE-039] [STORE-050] The currency of a cart whose answer names none (the store's default). */
export const DEFAULT_CART_CURRENCY = 'USD';

/**
 * The most of one variant a cart entry holds. The spec gives no figure (reading, README): it
 * keeps every line total far below Number.MAX_SAFE_INTEGER with prices at their cap (STORE-007).
 */
export const MAX_ENTRY_QUANTITY = 10_000;

/** [STORE-007] A product price is at most 100000000 cents. */
export const MAX_PRICE_CENTS = 100_000_000;

/** [STORE-051] A collection (a store page) holds at most 200 products. */
export const MAX_PRODUCTS_PER_COLLECTION = 200;

/** Where the template cart element links: the full-page cart [STORE-044] (the example site's address). */
export const CART_PAGE_PATH = '/demo/cart';

/** The example backend's cart routes (the spec names none; reading, README). */
export const COMMERCE_API = {
  products: '/api/commerce/products',
  cart: '/api/commerce/cart',
  add: '/api/commerce/cart/add',
  updateQuantity: '/api/commerce/cart/update-quantity',
  remove: '/api/commerce/cart/remove',
} as const;
