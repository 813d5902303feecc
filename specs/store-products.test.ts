import { describe, expect, it } from 'vitest';
import {
  connectProductCard,
  decodeProduct,
  decodeProductCollection,
  decodeStoreSettings,
  decodeSubscriptionPlan,
  isOnSale,
  isSoldOut,
  productWorkflowLabel,
  subscriptionText,
  type Product,
} from '../machines/index.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import {
  dimensionUnit,
  formatDimensions,
  formatWeight,
  generateSku,
  isFiniteSubscription,
  priceDisplay,
  weightUnit,
} from '../machines/store/logic.ts';

const variant = (fields: Record<string, unknown> = {}) => ({ price: 1000, qtyInStock: 1, ...fields });
const product = (structuredContent: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id: 'p1', title: 'Print', structuredContent, ...extra });

function decoded(raw: unknown): Product {
  const result = decodeProduct(raw);
  if (!result.ok) throw new Error(result.details.join('; '));
  return result.data;
}

describe('product codec', () => {
  it('[STORE-001] structuredContent holds productType, variants, priceCents, salePriceCents, onSale and a workflow state', () => {
    const data = decoded(product({ productType: 'DIGITAL', variants: [], priceCents: 900, salePriceCents: 700, onSale: true, workflowState: 'SCHEDULED' }));
    expect(data.structuredContent).toEqual({ productType: 'DIGITAL', variants: [], priceCents: 900, salePriceCents: 700, onSale: true, workflowState: 'SCHEDULED' });
    // Absent fields take their defaults; the workflow state of a product on a page is PUBLISHED.
    expect(decoded(product({ productType: 'PHYSICAL' })).structuredContent).toEqual({ productType: 'PHYSICAL', variants: [], priceCents: 0, salePriceCents: 0, onSale: false, workflowState: 'PUBLISHED' });
  });

  it('[STORE-002] productType is one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD; any other is refused', () => {
    for (const productType of ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD']) expect(decodeProduct(product({ productType })).ok).toBe(true);
    for (const productType of ['physical', 'SUBSCRIPTION', '', 3, null]) {
      const result = decodeProduct(product({ productType }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.details.join()).toMatch(/^structuredContent\.productType/);
    }
  });

  it('[STORE-003] the product-level price fields are read for digital products only', () => {
    const physical = decoded(product({ productType: 'PHYSICAL', priceCents: 100, salePriceCents: 50, onSale: true, variants: [variant({ price: 2000 })] }));
    expect(isOnSale(physical.structuredContent)).toBe(false);
    expect(priceDisplay(physical.structuredContent)).toEqual({ kind: 'single', priceCents: 2000 });
    const digital = decoded(product({ productType: 'DIGITAL', priceCents: 100, salePriceCents: 50, onSale: true, variants: [variant({ price: 2000, onSale: false })] }));
    expect(isOnSale(digital.structuredContent)).toBe(true);
    expect(priceDisplay(digital.structuredContent)).toEqual({ kind: 'sale', priceCents: 50, regularPriceCents: 100 });
  });

  it('[STORE-004] a variant has price, salePrice, onSale, qtyInStock, unlimited, sku, optionValues and a generated id', () => {
    const data = decoded(product({
      productType: 'PHYSICAL',
      variants: [
        { price: 2500, salePrice: 2000, onSale: true, qtyInStock: 4, unlimited: false, sku: 'SQ0000001', optionValues: [{ optionName: 'Size', value: 'A3' }] },
        { id: 'own-id', priceCents: 3000, optionValues: [{ value: 'A2' }] },
      ],
    }));
    expect(data.structuredContent.variants).toEqual([
      { id: 'p1-variant-1', sku: 'SQ0000001', priceCents: 2500, salePriceCents: 2000, onSale: true, qtyInStock: 4, unlimited: false, optionValues: [{ name: 'Size', value: 'A3' }] },
      { id: 'own-id', sku: '', priceCents: 3000, salePriceCents: 0, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [{ value: 'A2' }] },
    ]);
    // An option value without its value, and a variant without a price, are refused.
    expect(decodeProduct(product({ productType: 'PHYSICAL', variants: [{ price: 1, optionValues: [{ optionName: 'Size' }] }] })).ok).toBe(false);
    const noPrice = decodeProduct(product({ productType: 'PHYSICAL', variants: [{ qtyInStock: 3 }] }));
    expect(noPrice).toEqual({ ok: false, error: 'Error decoding product data.', details: ['structuredContent.variants.0.price: a variant has a price'] });
  });

  it('[STORE-004] [STORE-005] a variant without a SKU gets a generated one when the caller injects a maker', () => {
    let draws = 0;
    const sequence = () => [0.1, 0.25, 0.3, 0.45, 0.5, 0.65, 0.99][draws++ % 7] ?? 0;
    const result = decodeProduct(product({ productType: 'PHYSICAL', variants: [{ price: 100 }, { price: 100, sku: 'MINE' }] }), { newSku: () => generateSku(sequence) });
    expect(result.ok && result.data.structuredContent.variants.map((v) => v.sku)).toEqual(['SQ1234569', 'MINE']);
  });

  it('[STORE-005] a generated SKU is the fixed prefix and 7 random digits from the injected source', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.999999)).toBe('SQ9999999');
    // A source that returns 1 or nonsense still gives digits.
    expect(generateSku(() => 1)).toBe('SQ9999999');
    expect(generateSku(() => Number.NaN)).toBe('SQ0000000');
    expect(generateSku(() => 0.5, 'GIFT-')).toBe('GIFT-5555555');
    expect(generateSku(Math.random)).toMatch(/^SQ\d{7}$/);
  });

  it('[STORE-006] a SKU is at most 60 characters, with a clear message past it', () => {
    expect(decodeProduct(product({ productType: 'PHYSICAL', variants: [variant({ sku: 'S'.repeat(60) })] })).ok).toBe(true);
    const long = decodeProduct(product({ productType: 'PHYSICAL', variants: [variant({ sku: 'S'.repeat(61) })] }));
    expect(long).toEqual({ ok: false, error: 'Error decoding product data.', details: ['structuredContent.variants.0.sku: A SKU is at most 60 characters long. (got 61)'] });
  });

  it('[STORE-007] a price is at most 100000000 cents, with a clear message past it', () => {
    expect(decodeProduct(product({ productType: 'PHYSICAL', variants: [variant({ price: 100000000 })] })).ok).toBe(true);
    const high = decodeProduct(product({ productType: 'PHYSICAL', variants: [variant({ salePrice: 100000001 })] }));
    expect(high).toEqual({ ok: false, error: 'Error decoding product data.', details: ['structuredContent.variants.0.salePrice: A product price is at most 100000000 cents. (got 100000001)'] });
    const digital = decodeProduct(product({ productType: 'DIGITAL', priceCents: 100000001 }));
    expect(!digital.ok && digital.details).toEqual(['structuredContent.priceCents: A product price is at most 100000000 cents. (got 100000001)']);
  });

  it('bad input: wrong types, negative or fractional prices, JSON that does not parse, are refused with details and never throw', () => {
    const cases: unknown[] = [
      null, 42, 'not json', '[]', [], { id: 1, title: 'x', structuredContent: { productType: 'PHYSICAL' } },
      product({ productType: 'PHYSICAL', variants: 'many' }),
      product({ productType: 'PHYSICAL', variants: [variant({ price: '1000' })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ price: -1 })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ price: 10.5 })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ qtyInStock: 1.5 })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ onSale: 'yes' })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ unlimited: 1 })] }),
      product({ productType: 'PHYSICAL', variants: [variant({ sku: 1234567 })] }),
      product({ productType: 'PHYSICAL', variants: [null] }),
    ];
    for (const raw of cases) {
      const result = decodeProduct(raw);
      expect(result.ok, JSON.stringify(raw)).toBe(false);
      if (!result.ok) {
        expect(result.error).toBe('Error decoding product data.');
        expect(result.details.length).toBeGreaterThan(0);
      }
    }
    const typed = decodeProduct(product({ productType: 'PHYSICAL', variants: [variant({ price: '1000' })] }));
    expect(!typed.ok && typed.details).toEqual(['structuredContent.variants.0.price: a price is a whole number of cents, 0 or more (got "1000")']);
  });

  it('addresses that could run script are dropped from the link and the picture', () => {
    const data = decoded(product({ productType: 'PHYSICAL' }, { url: 'javascript:alert(1)', image: { src: 'javascript:alert(2)' } }));
    expect(data.url).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect(decoded(product({ productType: 'PHYSICAL' }, { url: '/shop/p/print', image: { src: '/images/a.svg' } }))).toMatchObject({ url: '/shop/p/print', image: { src: '/images/a.svg', alt: '' } });
  });

  it('[STORE-051] a collection keeps at most 200 products; a damaged product is dropped, the others stay', () => {
    const items: unknown[] = Array.from({ length: 205 }, (_, index) => product({ productType: 'DIGITAL', priceCents: index }, { id: `p${index}` }));
    items[3] = { id: 'broken' };
    const collection = decodeProductCollection({ items });
    expect(collection.data).toHaveLength(200);
    expect(collection.data[3]?.id).toBe('p4');
    expect(collection.details).toContain('a collection holds at most 200 products; 4 dropped');
    expect(collection.details.some((detail) => detail.startsWith('3.'))).toBe(true);
    expect(decodeProductCollection('{').data).toEqual([]);
    expect(decodeProductCollection({ items: 'x' }).data).toEqual([]);
  });
});

describe('product rules', () => {
  it('[STORE-016] workflow labels: PUBLISHED Available, SCHEDULED Scheduled, DRAFT Hidden, anything else Unsupported', () => {
    expect(productWorkflowLabel('PUBLISHED')).toBe('Available');
    expect(productWorkflowLabel('SCHEDULED')).toBe('Scheduled');
    expect(productWorkflowLabel('DRAFT')).toBe('Hidden');
    for (const other of ['ARCHIVED', 'published', '', 'toString', '__proto__', undefined, null, 3]) expect(productWorkflowLabel(other)).toBe('Unsupported');
  });

  const stock = (qtyInStock: number, unlimited = false, onSale = false) => ({ qtyInStock, unlimited, onSale, priceCents: 1000, salePriceCents: 800 });

  it('[STORE-017] a physical or service product is sold out when no variant is unlimited or has stock above 0', () => {
    for (const productType of ['PHYSICAL', 'SERVICE']) {
      expect(isSoldOut({ productType, variants: [stock(0), stock(0)] })).toBe(true);
      expect(isSoldOut({ productType, variants: [stock(0), stock(1)] })).toBe(false);
      expect(isSoldOut({ productType, variants: [stock(0), stock(0, true)] })).toBe(false);
      expect(isSoldOut({ productType, variants: [stock(-2)] })).toBe(true);
      expect(isSoldOut({ productType, variants: [] })).toBe(true);
    }
  });

  it('[STORE-018] a digital product is never sold out', () => {
    expect(isSoldOut({ productType: 'DIGITAL', variants: [] })).toBe(false);
    expect(isSoldOut({ productType: 'DIGITAL', variants: [stock(0)] })).toBe(false);
  });

  it('[STORE-019] a physical or service product is on sale when any variant is', () => {
    for (const productType of ['PHYSICAL', 'SERVICE']) {
      expect(isOnSale({ productType, variants: [stock(1), stock(1, false, true)] })).toBe(true);
      expect(isOnSale({ productType, variants: [stock(1), stock(1)] })).toBe(false);
      // Its own flag is for digital products only.
      expect(isOnSale({ productType, variants: [stock(1)], onSale: true })).toBe(false);
    }
  });

  it('[STORE-020] a digital product is on sale when its own onSale flag is true', () => {
    expect(isOnSale({ productType: 'DIGITAL', variants: [], onSale: true })).toBe(true);
    expect(isOnSale({ productType: 'DIGITAL', variants: [stock(1, false, true)], onSale: false })).toBe(false);
    expect(isOnSale({ productType: 'DIGITAL', variants: [] })).toBe(false);
  });

  it('[STORE-030] the price reads "from {startingPrice}" when variant prices differ, with the lowest current price', () => {
    const prices = (...list: [number, number?][]) => ({
      productType: 'PHYSICAL',
      variants: list.map(([priceCents, sale]) => ({ qtyInStock: 1, unlimited: false, priceCents, salePriceCents: sale ?? 0, onSale: sale !== undefined })),
    });
    expect(priceDisplay(prices([2500], [4000], [6000]))).toEqual({ kind: 'from', priceCents: 2500 });
    expect(priceDisplay(prices([2500], [2500, 1500]))).toEqual({ kind: 'from', priceCents: 1500 });
    expect(priceDisplay(prices([2500], [2500]))).toEqual({ kind: 'single', priceCents: 2500 });
    expect(priceDisplay(prices([2500, 2000], [2500, 2000]))).toEqual({ kind: 'sale', priceCents: 2000, regularPriceCents: 2500 });
    // A 'sale' price at or above the regular one is shown as the price, with nothing struck through.
    expect(priceDisplay(prices([2500, 2500]))).toEqual({ kind: 'single', priceCents: 2500 });
    expect(priceDisplay(prices())).toEqual({ kind: 'none' });
    const card = connectProductCard({ product: decoded(product({ productType: 'PHYSICAL', variants: [variant({ price: 2500 }), variant({ price: 6000 })] })) }, keepProps);
    expect(card.priceText).toBe('from $25.00');
    const yen = connectProductCard({ currency: 'JPY', product: decoded(product({ productType: 'PHYSICAL', variants: [variant({ price: 3200 }), variant({ price: 5400 })] })) }, keepProps);
    expect(yen.priceText).toBe('from ¥3,200');
  });
});

describe('subscriptions', () => {
  const plan = (value: number, unit: 'weekly' | 'monthly' | 'yearly', numBillingCycles = 0) => ({ billingPeriod: { value, unit }, numBillingCycles });

  it('[STORE-008] a plan has billingPeriod (a value and a unit of weekly, monthly or yearly) and numBillingCycles', () => {
    expect(decodeSubscriptionPlan(plan(2, 'weekly', 6))).toEqual({ ok: true, data: plan(2, 'weekly', 6) });
    expect(decodeSubscriptionPlan(plan(1, 'daily' as 'weekly')).ok).toBe(false);
    expect(decodeSubscriptionPlan({ billingPeriod: { value: 0, unit: 'weekly' }, numBillingCycles: 0 }).ok).toBe(false);
    expect(decodeSubscriptionPlan({ billingPeriod: { value: 1, unit: 'weekly' }, numBillingCycles: -1 }).ok).toBe(false);
    expect(decodeSubscriptionPlan({ billingPeriod: { value: 1, unit: 'weekly' } }).ok).toBe(false);
  });

  it('[STORE-009] a nonzero numBillingCycles means the subscription is finite', () => {
    expect(isFiniteSubscription(plan(1, 'monthly', 0))).toBe(false);
    expect(isFiniteSubscription(plan(1, 'monthly', 12))).toBe(true);
  });

  it('[STORE-027] a single period reads "renews every week/month/year"', () => {
    expect(subscriptionText(plan(1, 'weekly'))).toBe('renews every week');
    expect(subscriptionText(plan(1, 'monthly'))).toBe('renews every month');
    expect(subscriptionText(plan(1, 'yearly'))).toBe('renews every year');
  });

  it('[STORE-028] a period of n units reads "every {n} weeks/months/years"', () => {
    expect(subscriptionText(plan(2, 'weekly'))).toBe('every 2 weeks');
    expect(subscriptionText(plan(3, 'monthly'))).toBe('every 3 months');
    expect(subscriptionText(plan(10, 'yearly'))).toBe('every 10 years');
  });

  it('[STORE-029] a finite subscription is followed by " for {p} payments"', () => {
    expect(subscriptionText(plan(2, 'weekly', 6))).toBe('every 2 weeks for 6 payments');
    expect(subscriptionText(plan(1, 'monthly', 12))).toBe('renews every month for 12 payments');
    expect(subscriptionText(plan(1, 'yearly', 1))).toBe('renews every year for 1 payments');
  });

  it('[STORE-009] [STORE-027] a plan read loosely (upper-case unit, no or a negative cycle count) still reads as a plan, never "for undefined payments"', () => {
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'MONTHLY' as 'monthly' }, numBillingCycles: 0 })).toBe('renews every month');
    expect(subscriptionText({ billingPeriod: { value: 3, unit: 'weekly' } } as unknown as Parameters<typeof subscriptionText>[0])).toBe('every 3 weeks');
    expect(subscriptionText(plan(2, 'yearly', -4))).toBe('every 2 years');
    expect(isFiniteSubscription({ numBillingCycles: Number.NaN })).toBe(false);
  });
});

describe('store settings and units', () => {
  it('[STORE-010] store settings hold expressCheckout and measurementStandard (imperial or metric), with defaults for what cannot be read', () => {
    expect(decodeStoreSettings({ expressCheckout: true, measurementStandard: 'metric' })).toEqual({ ok: true, data: { expressCheckout: true, measurementStandard: 'metric' }, warnings: [] });
    expect(decodeStoreSettings('{"measurementStandard":"IMPERIAL"}').data).toEqual({ expressCheckout: false, measurementStandard: 'imperial' });
    expect(decodeStoreSettings({ measurementStandard: 2 }).data.measurementStandard).toBe('metric');
    const bad = decodeStoreSettings({ expressCheckout: 'yes', measurementStandard: 'furlongs' });
    expect(bad.data).toEqual({ expressCheckout: false, measurementStandard: 'imperial' });
    expect(bad.warnings).toEqual(['expressCheckout: expected true or false', 'measurementStandard: expected imperial or metric']);
    expect(decodeStoreSettings('not json').data).toEqual({ expressCheckout: false, measurementStandard: 'imperial' });
    expect(decodeStoreSettings(undefined)).toEqual({ ok: true, data: { expressCheckout: false, measurementStandard: 'imperial' }, warnings: [] });
  });

  it('[STORE-031] the weight unit is lbs for imperial and kg otherwise', () => {
    expect(weightUnit('imperial')).toBe('lbs');
    expect(weightUnit('metric')).toBe('kg');
    expect(weightUnit('')).toBe('kg');
    expect(formatWeight(2.5, 'imperial')).toBe('2.5 lbs');
    expect(formatWeight(1.25, 'metric')).toBe('1.25 kg');
  });

  it('[STORE-032] the dimension unit is the inch mark for imperial and cm otherwise', () => {
    expect(dimensionUnit('imperial')).toBe('"');
    expect(dimensionUnit('metric')).toBe('cm');
    expect(formatDimensions({ length: 16, width: 12, height: 1.5 }, 'imperial')).toBe('16" × 12" × 1.5"');
    expect(formatDimensions({ length: 40, width: 30, height: 4 }, 'metric')).toBe('40 cm × 30 cm × 4 cm');
  });
});
