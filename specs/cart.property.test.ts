import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCart, decodeCartText, type Cart } from '../machines/index.ts';
import { encodeCart } from '../machines/cart/codec.ts';

const entry = fc.record({
  id: fc.string({ minLength: 1 }),
  productId: fc.string(),
  variantId: fc.string(),
  productName: fc.string(),
  sku: fc.string({ maxLength: 60 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  optionText: fc.string(),
});
// What JSON can carry (a -0 reads back as 0).
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
const jsonObject = fc.dictionary(fc.string(), json);
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value));

/** Any cart the codec accepts, as a typed value. */
const cart: fc.Arbitrary<Cart> = fc.record({
  id: fc.string(),
  websiteId: fc.string(),
  orderId: fc.string(),
  created: fc.date({ min: new Date(0), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
  isPurchased: fc.boolean(),
  entries: fc.array(entry, { maxLength: 5 }),
  shippingOptions: fc.array(json, { maxLength: 3 }),
  applicableTaxRules: fc.array(json, { maxLength: 3 }),
  coupons: fc.array(json, { maxLength: 3 }),
  validCoupons: fc.array(json, { maxLength: 3 }),
  invalidCoupons: fc.array(json, { maxLength: 3 }),
  selectedShippingOption: jsonObject,
  shippingLocation: jsonObject,
  subtotalCents: number,
  taxCents: number,
  shippingCostCents: number,
  discountCents: number,
  grandTotalCents: number,
  totalQuantity: number,
  subtotalAmount: fc.record({ value: fc.integer({ min: 0, max: 999_999_999_999_999 }), currencyCode: fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'ZAR') }),
  hasDigital: fc.boolean(),
  purelyDigital: fc.boolean(),
  requiresShipping: fc.boolean(),
});

describe('cart codec properties', () => {
  it('[STORE-041] never throws on any JSON value, and answers ok with a cart or not ok with reasons', () => {
    fc.assert(
      fc.property(fc.oneof(json, fc.record({ cart: json }), fc.dictionary(fc.constantFrom('id', 'created', 'entries', 'subtotalAmount', 'totalQuantity', 'isPurchased', '__proto__'), json)), (value) => {
        const decoded = decodeCart(value);
        if (decoded.ok) expect(decoded.data.created).toBeInstanceOf(Date);
        else expect(decoded.details.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('[STORE-041] never throws on any text (HTML, truncated JSON, nothing)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('<html>')), (text) => {
        expect(typeof decodeCartText(text).ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('[STORE-033] [STORE-034] [STORE-039] any cart survives JSON: encoded, sent as text and decoded, it is the same cart (created a Date again)', () => {
    fc.assert(
      fc.property(cart, (value) => {
        const decoded = decodeCart(JSON.parse(JSON.stringify(encodeCart(value))));
        expect(decoded).toEqual({ ok: true, data: value });
      }),
      { numRuns: 500 },
    );
  });

  it('[STORE-035] [STORE-036] [STORE-038] [STORE-040] fields left out take their defaults, whatever else the cart holds', () => {
    fc.assert(
      fc.property(cart, fc.subarray(['isPurchased', 'entries', 'coupons', 'subtotalCents', 'totalQuantity', 'hasDigital', 'requiresShipping'] as const), (value, dropped) => {
        const json = encodeCart(value) as Record<string, unknown>;
        for (const field of dropped) delete json[field];
        const decoded = decodeCart(json);
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        const defaults: Record<string, unknown> = { isPurchased: false, entries: [], coupons: [], subtotalCents: 0, totalQuantity: 0, hasDigital: false, requiresShipping: false };
        for (const field of dropped) expect(decoded.data[field]).toEqual(defaults[field]);
      }),
      { numRuns: 300 },
    );
  });
});
