import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { resolveCurrency } from '../store/money.ts';
import { MAX_ENTRY_QUANTITY, MAX_PRICE_CENTS } from './constants.ts';
import { isQuantity, zeroMoney } from './logic.ts';

// The cart's defaults and its quantity rule are the machine's too: they live in logic.ts, so the
// machine never loads this codec (only what reads the network does). Re-exported here by name.
export { emptyCart, isQuantity, zeroMoney } from './logic.ts';

/**
 * The shopping cart facade (document 001 §3) as an answer carries it: untrusted JSON decoded
 * into typed values with the spec's defaults. [STORE-041] Every field is type-checked against
 * its listed type: a field that is absent (or null) takes its default, a field of another type
 * refuses the whole cart with the reasons (a cart read wrongly must never be shown as right).
 */

/** A codec whose absent or null value decodes to `fallback` (a fresh copy for objects and arrays). */
function withDefault<C extends t.Mixed>(codec: C, fallback: () => t.TypeOf<C>): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  return new t.Type(
    codec.name,
    codec.is,
    (value, context) => (value === undefined || value === null ? t.success(fallback()) : codec.validate(value, context)),
    codec.encode,
  );
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A finite number (JSON has no NaN or Infinity, but a caller's object might). */
const FiniteNumber = new t.Type<number, number, unknown>(
  'number',
  isFiniteNumber,
  (value, context) => (isFiniteNumber(value) ? t.success(value) : t.failure(value, context, 'expected a finite number')),
  t.identity,
);

/** An entry's quantity: a whole number from 1 to MAX_ENTRY_QUANTITY. */
const EntryQuantity = new t.Type<number, number, unknown>(
  'quantity',
  (value): value is number => isQuantity(value),
  (value, context) => (isQuantity(value) ? t.success(value) : t.failure(value, context, `expected a whole number from 1 to ${MAX_ENTRY_QUANTITY}`)),
  t.identity,
);


/** The most minor units an amount may hold: 15 integer places in every currency (STORE-022). */
export const MAX_MINOR_UNITS = 999_999_999_999_999;

/** Whole, non-negative minor units up to `max` (cents; yen for JPY). */
const minorUnitsUpTo = (max: number, name: string) => {
  const valid = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
  return new t.Type<number, number, unknown>(name, valid, (value, context) => (valid(value) ? t.success(value) : t.failure(value, context, `expected whole minor units from 0 to ${max}`)), t.identity);
};
const MinorUnits = minorUnitsUpTo(MAX_MINOR_UNITS, 'minor units');
/** [STORE-007] A unit price: at most 100000000 cents. */
const UnitPrice = minorUnitsUpTo(MAX_PRICE_CENTS, 'unit price');

/** [STORE-034] A timestamp (milliseconds since the epoch, or date text) read back as a Date. */
const Timestamp = new t.Type<Date, number, unknown>(
  'timestamp',
  (value): value is Date => value instanceof Date && !Number.isNaN(value.getTime()),
  (value, context) => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? t.failure(value, context, 'expected a valid date') : t.success(value);
    if (typeof value !== 'number' && typeof value !== 'string') return t.failure(value, context, 'expected a timestamp');
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? t.failure(value, context, 'expected a timestamp') : t.success(date);
  },
  (date) => date.getTime(),
);

/** A currency code as an answer writes it: three capital letters. */
const CurrencyCodeText = new t.Type<string, string, unknown>(
  'currency code',
  (value): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  (value, context) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? t.success(value) : t.failure(value, context, 'expected a currency code')),
  t.identity,
);

/** [STORE-039] A money value: whole minor units and the currency's code. */
const MoneyCodec = t.type({ value: MinorUnits, currencyCode: CurrencyCodeText }, 'Money');
/** An amount with its currency, as the commerce API writes it. */
export type Money = t.TypeOf<typeof MoneyCodec>;


/** The JSON object fields (selectedShippingOption, shippingLocation) hold: any object. */
const JsonObject = t.UnknownRecord;

/**
 * One line of the cart. The spec lists entries only as an array (STORE-036); these fields are
 * the example backend's (reading, README): the entry's own id, the product and variant it holds,
 * the name shown, the SKU, the quantity and the unit price in minor units.
 */
const CartEntryCodec = t.type(
  {
    id: t.string,
    productId: t.string,
    variantId: t.string,
    productName: t.string,
    sku: withDefault(t.string, () => ''),
    quantity: EntryQuantity,
    unitPriceCents: UnitPrice,
    optionText: withDefault(t.string, () => ''),
  },
  'CartEntry',
);
/** One line of the cart: the product and variant, name, SKU, quantity and unit price. */
export type CartEntry = t.TypeOf<typeof CartEntryCodec>;

const emptyArray = <T>() => (): T[] => [];
const zero = () => 0;
const no = () => false;

/** [STORE-033]..[STORE-040] The cart facade with its typed defaults. */
export const CartCodec = t.type(
  {
    // [STORE-033] Strings. The id is the cart's; a cart not made yet has ''.
    id: withDefault(t.string, () => ''),
    websiteId: withDefault(t.string, () => ''),
    orderId: withDefault(t.string, () => ''),
    // [STORE-034] A timestamp read back as a date (reading: absent means the epoch, README).
    created: withDefault(Timestamp, () => new Date(0)),
    // [STORE-035]
    isPurchased: withDefault(t.boolean, no),
    // [STORE-036]
    entries: withDefault(t.array(CartEntryCodec), emptyArray<CartEntry>()),
    shippingOptions: withDefault(t.array(t.unknown), emptyArray<unknown>()),
    applicableTaxRules: withDefault(t.array(t.unknown), emptyArray<unknown>()),
    coupons: withDefault(t.array(t.unknown), emptyArray<unknown>()),
    validCoupons: withDefault(t.array(t.unknown), emptyArray<unknown>()),
    invalidCoupons: withDefault(t.array(t.unknown), emptyArray<unknown>()),
    // [STORE-037] Objects (reading: absent means an empty object).
    selectedShippingOption: withDefault(JsonObject, () => ({})),
    shippingLocation: withDefault(JsonObject, () => ({})),
    // [STORE-038]
    subtotalCents: withDefault(FiniteNumber, zero),
    taxCents: withDefault(FiniteNumber, zero),
    shippingCostCents: withDefault(FiniteNumber, zero),
    discountCents: withDefault(FiniteNumber, zero),
    grandTotalCents: withDefault(FiniteNumber, zero),
    totalQuantity: withDefault(FiniteNumber, zero),
    // [STORE-039]
    subtotalAmount: withDefault(MoneyCodec, zeroMoney),
    // [STORE-040]
    hasDigital: withDefault(t.boolean, no),
    purelyDigital: withDefault(t.boolean, no),
    requiresShipping: withDefault(t.boolean, no),
  },
  'Cart',
);

/** The cart as its cookie or the commerce API describe it, decoded. */
export type Cart = t.TypeOf<typeof CartCodec>;
/** The cart as JSON writes it (created as milliseconds). */
export type CartJson = t.OutputOf<typeof CartCodec>;


/**
 * [STORE-041] Decodes a cart answer's data (parsed JSON). Never throws, whatever the value:
 * a cart, or the reasons it is not one. An answer that wraps the cart (`{cart: {...}}`) is
 * read through the wrapper.
 */
export function decodeCart(value: unknown, warn: (message: string) => void = () => {}): Decoded<Cart> {
  const inner = t.UnknownRecord.is(value) && t.UnknownRecord.is(value.cart) ? value.cart : value;
  if (!t.UnknownRecord.is(inner)) return { ok: false, details: ['(root): expected a cart object'] };
  const decoded = decodeWith(CartCodec, inner);
  if (!decoded.ok) return decoded;
  // A currency outside the 27 falls back to USD with a warning (STORE-012, STORE-050).
  const { currencyCode } = decoded.data.subtotalAmount;
  const currency = resolveCurrency(currencyCode, warn);
  if (currency.code === currencyCode) return decoded;
  return { ok: true, data: { ...decoded.data, subtotalAmount: { ...decoded.data.subtotalAmount, currencyCode: currency.code } } };
}

/** Decodes a cart answer's text: JSON that is no cart, and text that is no JSON (an HTML page), are refused. */
export function decodeCartText(text: string, warn?: (message: string) => void): Decoded<Cart> {
  const parsed = parseJson(text);
  return parsed.ok ? decodeCart(parsed.value, warn) : { ok: false, details: [`(root): the answer is not JSON: ${parsed.message}`] };
}

/** The cart as JSON (created as milliseconds), what the example backend sends. */
export const encodeCart = (cart: Cart): CartJson => CartCodec.encode(cart);
