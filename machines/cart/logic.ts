/** Pure rules the cart machine and its connect share. */
import { formatMoney } from '../store/money.ts';
import type { Cart, CartEntry, Money } from './codec.ts';
import type { CartContext, CartInput } from './machine.ts';
import { DEFAULT_CART_CURRENCY, EMPTY_CART_MESSAGE, MAX_ENTRY_QUANTITY, minimumSubtotalMessage } from './constants.ts';

/** Whether a value is a quantity a cart can hold: a positive whole number up to the cap. */
export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ENTRY_QUANTITY;
}

/** [STORE-039] The money value of an answer that gives none: zero in USD. */
export const zeroMoney = (): Money => ({ value: 0, currencyCode: DEFAULT_CART_CURRENCY });

/**
 * [STORE-033]..[STORE-040] The cart of an answer that gives nothing: every field at the
 * default the codec gives an absent one (`decodeCart({})` reads the same, a test checks), written
 * out so the machine starts without the codec.
 */
export function emptyCart(): Cart {
  return {
    id: '',
    websiteId: '',
    orderId: '',
    created: new Date(0),
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: {},
    shippingLocation: {},
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    subtotalAmount: zeroMoney(),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/** The context `cartMachine` starts with for its input: the cart unread (every field at its default). */
export function initialCartContext(input: CartInput = {}): CartContext {
  return {
    id: input.id ?? 'cart',
    minimumSubtotalCents: Math.max(0, input.minimumSubtotalCents ?? 0),
    cart: emptyCart(),
    synced: false,
    error: null,
    drafts: {},
  };
}

/** The state `cartMachine` starts in: reading the cart [STORE-049]. */
export const INITIAL_CART_STATE = 'syncing' as const;

/**
 * [STORE-044] [STORE-048] The number of items in a cart: the entries' quantities added up, or
 * the answer's totalQuantity when it lists no entries.
 */
export function cartItemCount(cart: Cart): number {
  if (cart.entries.length === 0) return Math.max(0, Math.floor(cart.totalQuantity));
  return cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** [STORE-048] The empty state applies when the item count is 0. */
export const isCartEmpty = (cart: Cart): boolean => cartItemCount(cart) === 0;

/** The currency the cart's amounts are in: its subtotal's (USD by default, STORE-039). */
export const cartCurrency = (cart: Cart): string => cart.subtotalAmount.currencyCode;

/** [STORE-044] The cart's subtotal as the element shows it. */
export const cartSubtotalText = (cart: Cart): string => formatMoney(cart.subtotalAmount.value, cartCurrency(cart));

/** An entry's line total in minor units. */
export const lineTotalCents = (entry: CartEntry): number => entry.unitPriceCents * entry.quantity;

/** The entry of a cart with this id, if any. */
export const findEntry = (cart: Cart, entryId: string): CartEntry | undefined => cart.entries.find((entry) => entry.id === entryId);

/**
 * [STORE-042] Why the cart cannot go to checkout, or null when it can: an empty cart has
 * nothing to buy, and a subtotal below the store's minimum gives the minimum's message.
 */
export function checkoutRefusal(cart: Cart, minimumSubtotalCents: number): string | null {
  if (isCartEmpty(cart)) return EMPTY_CART_MESSAGE;
  if (cart.subtotalAmount.value < minimumSubtotalCents) return minimumSubtotalMessage(formatMoney(minimumSubtotalCents, cartCurrency(cart)));
  return null;
}

/**
 * A quantity typed into a field, read strictly: a whole number written in digits, or NaN (a
 * negative, fractional or empty value is no quantity; the machine refuses it, STORE-042).
 */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
