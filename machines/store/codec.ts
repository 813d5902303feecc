import * as t from 'io-ts';
import { parseJson, type Decoded } from '../shared/decode.ts';
import { safeHref } from '../shared/rich-text.ts';
import {
  BILLING_PERIOD_UNITS,
  PRICE_TOO_HIGH_MESSAGE,
  PRODUCT_DATA_ERROR,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_TYPES,
  PRODUCTS_PER_COLLECTION_MAX,
  SKU_MAX_LENGTH,
  SKU_TOO_LONG_MESSAGE,
} from './constants.ts';
import type { MeasurementStandard, OptionValue, Product, ProductContent, ProductVariant, StoreSettings } from './types.ts';

/**
 * `path.to.field: message` for each refusal, the path as the JSON spells it (io-ts's
 * intersection members, which add `0.`/`1.` to the path, are left out); repeated ones once.
 */
function describe(errors: t.Errors): string[] {
  const lines = errors.map((error) => {
    const path = error.context
      .filter((entry, index, all) => index > 0 && (all[index - 1]?.type as { _tag?: string } | undefined)?._tag !== 'IntersectionType')
      .map((entry) => entry.key)
      .join('.');
    return `${path || '(root)'}: ${error.message ?? `expected ${error.context.at(-1)?.type.name ?? 'a value'}`}`;
  });
  return [...new Set(lines)];
}

/** Decodes with an io-ts codec, reading its Either by its tag (see shared/decode.ts). */
function decodeWith<A>(codec: t.Type<A, unknown, unknown>, value: unknown): Decoded<A> {
  const result = codec.decode(value);
  return result._tag === 'Right' ? { ok: true, data: result.right } : { ok: false, details: describe(result.left) };
}

const keyOf = <const K extends string>(keys: readonly K[], name: string) =>
  t.keyof(Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>, name);

/** A refinement of `unknown` with its own message, so a refusal says what was expected. */
function refined<A>(name: string, accept: (value: unknown) => string | null, is: (value: unknown) => value is A): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(name, is, (value, context) => {
    const problem = accept(value);
    return problem === null ? t.success(value as A) : t.failure(value, context, problem);
  }, t.identity);
}

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

/** [STORE-007] A price in cents: a whole number from 0 to 100000000. */
export const PriceCentsCodec = refined<number>('PriceCents', (value) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return `a price is a whole number of cents, 0 or more (got ${JSON.stringify(value) ?? String(value)})`;
  return value > PRODUCT_PRICE_MAX_CENTS ? `${PRICE_TOO_HIGH_MESSAGE} (got ${value})` : null;
}, isNumber);

/** [STORE-006] A SKU: text of at most 60 characters. */
export const SkuCodec = refined<string>('Sku', (value) => {
  if (typeof value !== 'string') return `a SKU is text (got ${JSON.stringify(value) ?? String(value)})`;
  return [...value].length > SKU_MAX_LENGTH ? `${SKU_TOO_LONG_MESSAGE} (got ${[...value].length})` : null;
}, isString);

const wholeNumber = (what: string, min: number) => refined<number>(what, (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? null : `${what} is a whole number${min > Number.MIN_SAFE_INTEGER ? ` of ${min} or more` : ''} (got ${JSON.stringify(value) ?? String(value)})`, isNumber);

const measureCodec = refined<number>('measure', (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : `a measure is a number, 0 or more (got ${JSON.stringify(value) ?? String(value)})`, isNumber);

/** A stock count: a whole number (a negative one, an oversold variant, is not above 0). */
const StockCodec = wholeNumber('a stock count', Number.MIN_SAFE_INTEGER);

/** [STORE-008] [STORE-009] A subscription plan: a period of value × unit, and the number of payments (0 = until cancelled). */
export const SubscriptionPlanCodec = t.type({
  billingPeriod: t.type({ value: wholeNumber('a billing period', 1), unit: keyOf(BILLING_PERIOD_UNITS, 'BillingPeriodUnit') }),
  numBillingCycles: wholeNumber('numBillingCycles', 0),
});

const OptionValueCodec = t.intersection([t.type({ value: t.string }), t.partial({ name: t.string, optionName: t.string })]);

/**
 * [STORE-004] A variant as the JSON carries it: price and salePrice in cents (the spec's names;
 * priceCents and salePriceCents are read too), onSale, qtyInStock, unlimited, sku, optionValues
 * and an id (generated when absent).
 */
const VariantCodec = t.partial({
  id: t.string,
  sku: SkuCodec,
  price: PriceCentsCodec,
  salePrice: PriceCentsCodec,
  priceCents: PriceCentsCodec,
  salePriceCents: PriceCentsCodec,
  onSale: t.boolean,
  qtyInStock: StockCodec,
  unlimited: t.boolean,
  optionValues: t.array(OptionValueCodec),
  weight: measureCodec,
  dimensions: t.type({ length: measureCodec, width: measureCodec, height: measureCodec }),
});

/** [STORE-001] [STORE-002] [STORE-003] A product's structuredContent. */
const StructuredContentCodec = t.intersection([
  t.type({ productType: keyOf(PRODUCT_TYPES, 'ProductType') }),
  t.partial({
    variants: t.array(VariantCodec),
    priceCents: PriceCentsCodec,
    salePriceCents: PriceCentsCodec,
    onSale: t.boolean,
    workflowState: t.string,
    subscriptionPlan: SubscriptionPlanCodec,
  }),
]);

const ProductCodec = t.intersection([
  t.type({ id: t.string, title: t.string, structuredContent: StructuredContentCodec }),
  t.partial({
    url: t.string,
    image: t.intersection([t.type({ src: t.string }), t.partial({ alt: t.string, width: measureCodec, height: measureCodec })]),
  }),
]);

type RawVariant = t.TypeOf<typeof VariantCodec>;

export interface DecodeProductOptions {
  /** Makes a SKU for a variant that has none (e.g. `() => generateSku(Math.random)`); none: ''. */
  newSku?: () => string;
}

export type ProductDecoding = Decoded<Product> & { error?: string };

function variantOf(raw: RawVariant, index: number, productId: string, options: DecodeProductOptions): ProductVariant {
  const optionValues: OptionValue[] = (raw.optionValues ?? []).map((option) => {
    const name = option.name ?? option.optionName;
    return name === undefined ? { value: option.value } : { name, value: option.value };
  });
  return {
    // [STORE-004] The generated id: the product's id and the variant's place, the same on server and browser.
    id: raw.id ?? `${productId}-variant-${index + 1}`,
    sku: raw.sku ?? options.newSku?.() ?? '',
    priceCents: raw.priceCents ?? raw.price ?? 0,
    salePriceCents: raw.salePriceCents ?? raw.salePrice ?? 0,
    onSale: raw.onSale ?? false,
    qtyInStock: raw.qtyInStock ?? 0,
    unlimited: raw.unlimited ?? false,
    optionValues,
    ...(raw.weight === undefined ? {} : { weight: raw.weight }),
    ...(raw.dimensions === undefined ? {} : { dimensions: raw.dimensions }),
  };
}

/**
 * Decodes one product (a value, or JSON text). Wrong types, an unknown product type, a price
 * over 100000000 cents or a SKU over 60 characters refuse the product with readable details
 * (`structuredContent.variants.0.price: A product price is at most 100000000 cents. (got …)`)
 * and PRODUCT_DATA_ERROR; it never throws.
 */
export function decodeProduct(raw: unknown, options: DecodeProductOptions = {}): ProductDecoding {
  const parsed = typeof raw === 'string' ? parseJson(raw) : { ok: true as const, value: raw };
  if (!parsed.ok) return { ok: false, error: PRODUCT_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(ProductCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: PRODUCT_DATA_ERROR, details: decoded.details };
  const { id, title, url, image, structuredContent: content } = decoded.data;
  const rawVariants = content.variants ?? [];
  const missingPrice = rawVariants.flatMap((variant, index) =>
    variant.price === undefined && variant.priceCents === undefined ? [`structuredContent.variants.${index}.price: a variant has a price`] : []);
  if (missingPrice.length > 0) return { ok: false, error: PRODUCT_DATA_ERROR, details: missingPrice };
  const structuredContent: ProductContent = {
    productType: content.productType,
    variants: rawVariants.map((variant, index) => variantOf(variant, index, id, options)),
    priceCents: content.priceCents ?? 0,
    salePriceCents: content.salePriceCents ?? 0,
    onSale: content.onSale ?? false,
    workflowState: content.workflowState ?? 'PUBLISHED',
    ...(content.subscriptionPlan === undefined ? {} : { subscriptionPlan: content.subscriptionPlan }),
  };
  // An address that could run script is dropped, never written into a link or a picture.
  const href = url === undefined ? null : safeHref(url);
  const src = image === undefined ? null : safeHref(image.src);
  const product: Product = {
    id,
    title,
    structuredContent,
    ...(href === null ? {} : { url: href }),
    ...(image === undefined || src === null ? {} : { image: { ...image, src, alt: image.alt ?? '' } }),
  };
  return { ok: true, data: product };
}

/**
 * A `Decoded<T>` that always succeeds: what could not be read gives way to a fallback (a dropped
 * product, a default setting), and the decoding says what gave way beside its data.
 */
type AlwaysDecoded<T> = Extract<Decoded<T>, { ok: true }>;

/**
 * The products that decoded (at most 200) as `data`, and in `details` why each refused product
 * was dropped and whether the list was cut to 200.
 */
export type ProductCollectionDecoding = AlwaysDecoded<Product[]> & { details: string[] };

/** [STORE-010] The store settings as `data` (defaults for what could not be read), with a warning for each default used. */
export type StoreSettingsDecoding = AlwaysDecoded<StoreSettings> & { warnings: string[] };

/**
 * A collection's products (an array, or `{ items: [...] }`, as a value or JSON text): each
 * product decoded on its own, so one damaged product never blanks the others; [STORE-051] at
 * most 200 are kept. Never throws; anything that is not a list gives no products.
 */
export function decodeProductCollection(raw: unknown, options: DecodeProductOptions = {}): ProductCollectionDecoding {
  const parsed = typeof raw === 'string' ? parseJson(raw) : { ok: true as const, value: raw };
  if (!parsed.ok) return { ok: true, data: [], details: [`${PRODUCT_DATA_ERROR} ${parsed.message}`] };
  const value = parsed.value;
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items) ? (value as { items: unknown[] }).items : null;
  if (items === null) return { ok: true, data: [], details: [`${PRODUCT_DATA_ERROR} (root): a collection is a list of products`] };
  const data: Product[] = [];
  const details: string[] = [];
  items.forEach((item, index) => {
    const decoded = decodeProduct(item, options);
    if (decoded.ok) data.push(decoded.data);
    else details.push(...decoded.details.map((detail) => `${index}.${detail}`));
  });
  if (data.length > PRODUCTS_PER_COLLECTION_MAX) details.push(`a collection holds at most ${PRODUCTS_PER_COLLECTION_MAX} products; ${data.length - PRODUCTS_PER_COLLECTION_MAX} dropped`);
  return { ok: true, data: data.slice(0, PRODUCTS_PER_COLLECTION_MAX), details };
}

/** [STORE-010] Store settings when the site gives none, or gives a value that cannot be read. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = Object.freeze({ expressCheckout: false, measurementStandard: 'imperial' });

function measurementStandardOf(value: unknown): MeasurementStandard | null {
  // The names in any case, or ENUM-014's codes (imperial 1, metric 2).
  if (value === 1) return 'imperial';
  if (value === 2) return 'metric';
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  return name === 'imperial' || name === 'metric' ? name : null;
}

/**
 * [STORE-010] Store settings: expressCheckout and measurementStandard (imperial or metric). A
 * field that cannot be read keeps its default, with a warning; never refuses, never throws.
 */
export function decodeStoreSettings(raw: unknown): StoreSettingsDecoding {
  const parsed = typeof raw === 'string' ? parseJson(raw) : { ok: true as const, value: raw };
  const fields = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value) ? (parsed.value as Record<string, unknown>) : null;
  if (fields === null) return { ok: true, data: DEFAULT_STORE_SETTINGS, warnings: raw === undefined || raw === null ? [] : ['store settings: not an object; the defaults are used'] };
  const warnings: string[] = [];
  let { expressCheckout, measurementStandard } = DEFAULT_STORE_SETTINGS;
  if (fields.expressCheckout !== undefined) {
    if (typeof fields.expressCheckout === 'boolean') expressCheckout = fields.expressCheckout;
    else warnings.push('expressCheckout: expected true or false');
  }
  if (fields.measurementStandard !== undefined) {
    const standard = measurementStandardOf(fields.measurementStandard);
    if (standard === null) warnings.push('measurementStandard: expected imperial or metric');
    else measurementStandard = standard;
  }
  return { ok: true, data: { expressCheckout, measurementStandard }, warnings };
}

/** [STORE-008] Decodes a subscription plan on its own. */
export function decodeSubscriptionPlan(raw: unknown): Decoded<t.TypeOf<typeof SubscriptionPlanCodec>> {
  return decodeWith(SubscriptionPlanCodec, raw);
}
