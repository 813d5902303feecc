import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectProductCard, decodeProduct, decodeProductCollection, decodeStoreSettings, isOnSale, isSoldOut } from '../machines/index.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { PRODUCT_PRICE_MAX_CENTS } from '../machines/store/constants.ts';
import { priceDisplay } from '../machines/store/logic.ts';
import { parseMoney } from '../machines/store/money.ts';
import type { ProductPricing } from '../machines/store/types.ts';

const productType = fc.constantFrom('PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD');
const cents = fc.integer({ min: 0, max: PRODUCT_PRICE_MAX_CENTS });
const variant = fc.record({
  qtyInStock: fc.integer({ min: -5, max: 5 }),
  unlimited: fc.boolean(),
  onSale: fc.boolean(),
  priceCents: cents,
  salePriceCents: cents,
});
const pricing: fc.Arbitrary<ProductPricing> = fc.record(
  { productType, variants: fc.array(variant, { maxLength: 8 }), onSale: fc.boolean(), priceCents: cents, salePriceCents: cents },
  { requiredKeys: ['productType', 'variants'] },
);

describe('sold out and on sale agree with the spec written out directly', () => {
  it('[STORE-017] [STORE-018] sold out: never for digital, else no variant unlimited or with stock above 0', () => {
    fc.assert(
      fc.property(pricing, (product) => {
        let anyAvailable = false;
        for (const v of product.variants) if (v.unlimited || v.qtyInStock > 0) anyAvailable = true;
        expect(isSoldOut(product)).toBe(product.productType === 'DIGITAL' ? false : !anyAvailable);
      }),
      { numRuns: 1000 },
    );
  });

  it('[STORE-019] [STORE-020] on sale: the product\'s own flag for digital, else any variant on sale', () => {
    fc.assert(
      fc.property(pricing, (product) => {
        const expected = product.productType === 'DIGITAL' ? product.onSale === true : product.variants.filter((v) => v.onSale).length > 0;
        expect(isOnSale(product)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('[STORE-030] "from" exactly when the variants\' current prices differ, from the lowest; a struck price is always above the sale price', () => {
    fc.assert(
      fc.property(pricing.filter((product) => product.productType !== 'DIGITAL'), (product) => {
        const shown = priceDisplay(product);
        const current = product.variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents));
        if (current.length === 0) {
          expect(shown.kind).toBe('none');
          return;
        }
        expect(shown.kind === 'from').toBe(new Set(current).size > 1);
        if (shown.kind !== 'none') expect(shown.priceCents).toBe(Math.min(...current));
        if (shown.kind === 'sale') expect(shown.regularPriceCents).toBeGreaterThan(shown.priceCents);
      }),
    );
  });
});

// Any JSON, and JSON shaped almost like a product, so the decoder's deeper paths are reached.
const nearProduct = fc.record({
  id: fc.oneof(fc.string(), fc.integer()),
  title: fc.oneof(fc.string(), fc.constant(null)),
  url: fc.oneof(fc.webUrl(), fc.string()),
  image: fc.oneof(fc.record({ src: fc.oneof(fc.string(), fc.webUrl()), alt: fc.jsonValue() }), fc.jsonValue()),
  structuredContent: fc.record({
    productType: fc.oneof(productType, fc.jsonValue()),
    variants: fc.oneof(fc.array(fc.dictionary(fc.constantFrom('price', 'salePrice', 'priceCents', 'onSale', 'qtyInStock', 'unlimited', 'sku', 'optionValues', 'id', 'weight', 'dimensions'), fc.jsonValue())), fc.jsonValue()),
    priceCents: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
    onSale: fc.jsonValue(),
    workflowState: fc.jsonValue(),
    subscriptionPlan: fc.jsonValue(),
  }, { requiredKeys: ['productType'] }),
}, { requiredKeys: [] });

// Products as a well-behaved site writes them: every one decodes.
const wellFormed = fc.record({
  id: fc.string({ minLength: 1 }),
  title: fc.string(),
  structuredContent: fc.record({
    productType,
    variants: fc.array(fc.record({ price: cents, salePrice: cents, onSale: fc.boolean(), qtyInStock: fc.nat(), unlimited: fc.boolean(), sku: fc.string({ maxLength: 60 }) }), { maxLength: 6 }),
    priceCents: cents,
    salePriceCents: cents,
    onSale: fc.boolean(),
  }),
});

describe('codecs never throw', () => {
  it('[STORE-004] [STORE-007] well-formed products always decode, and the card shows the price the rules give in the store currency', () => {
    fc.assert(
      fc.property(wellFormed, fc.constantFrom('USD', 'JPY', 'EUR'), (raw, currency) => {
        const result = decodeProduct(JSON.stringify(raw));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const card = connectProductCard({ product: result.data, currency }, keepProps);
        const shown = priceDisplay(result.data.structuredContent);
        if (shown.kind === 'none') expect(card.priceText).toBe('');
        else expect(parseMoney(card.priceText.replace(/^from /, ''), currency)).toBe(shown.priceCents);
        expect(card.soldOut).toBe(isSoldOut(result.data.structuredContent));
      }),
    );
  });

  it('[STORE-001] [STORE-004] any JSON value or text decodes to a product or to readable details, never a throw; a decoded product renders a card', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearProduct, fc.string(), fc.json()), (raw) => {
        const result = decodeProduct(raw);
        if (!result.ok) {
          expect(result.details.length).toBeGreaterThan(0);
          return;
        }
        const card = connectProductCard({ product: result.data, currency: 'EUR' }, keepProps);
        if (card.priceText !== '') expect(parseMoney(card.priceText.replace(/^from /, ''), 'EUR')).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('[STORE-010] [STORE-051] collections and store settings decode any JSON without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(nearProduct), fc.string()), (raw) => {
        expect(decodeProductCollection(raw).data.length).toBeLessThanOrEqual(200);
        const settings = decodeStoreSettings(raw).data;
        expect(['imperial', 'metric']).toContain(settings.measurementStandard);
      }),
      { numRuns: 500 },
    );
  });
});
