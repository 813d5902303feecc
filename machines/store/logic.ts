/** Pure store rules: workflow labels, sold out and on sale, price and subscription text, units, SKUs. */
import {
  BILLING_UNIT_NOUNS,
  DIMENSION_UNIT_IMPERIAL,
  DIMENSION_UNIT_METRIC,
  FROM_PRICE_TEXT,
  PRODUCT_WORKFLOW_LABELS,
  PRODUCT_WORKFLOW_UNSUPPORTED,
  SKU_PREFIX,
  SKU_RANDOM_DIGITS,
  SUBSCRIPTION_EVERY_TEXT,
  SUBSCRIPTION_PAYMENTS_TEXT,
  SUBSCRIPTION_RENEWS_TEXT,
  WEIGHT_UNIT_IMPERIAL,
  WEIGHT_UNIT_METRIC,
} from './constants.ts';
import type { Dimensions, PriceDisplay, ProductPricing, SubscriptionPlan } from './types.ts';

/** [STORE-016] PUBLISHED shows 'Available', SCHEDULED 'Scheduled', DRAFT 'Hidden', anything else 'Unsupported'. */
export function productWorkflowLabel(state: unknown): string {
  return typeof state === 'string' && Object.prototype.hasOwnProperty.call(PRODUCT_WORKFLOW_LABELS, state)
    ? PRODUCT_WORKFLOW_LABELS[state as keyof typeof PRODUCT_WORKFLOW_LABELS]
    : PRODUCT_WORKFLOW_UNSUPPORTED;
}

/**
 * [STORE-018] A digital product is never sold out. [STORE-017] A physical or service product
 * is sold out when no variant is unlimited or has stock above 0 (a gift card, whose variants
 * the spec does not single out, follows the same variant rule).
 */
export function isSoldOut(product: ProductPricing): boolean {
  if (product.productType === 'DIGITAL') return false;
  return !product.variants.some((variant) => variant.unlimited === true || variant.qtyInStock > 0);
}

/**
 * [STORE-020] A digital product is on sale when its own flag is true. [STORE-019] A physical
 * or service product (and a gift card) is on sale when any variant is.
 */
export function isOnSale(product: ProductPricing): boolean {
  if (product.productType === 'DIGITAL') return product.onSale === true;
  return product.variants.some((variant) => variant.onSale === true);
}

/** What a variant sells for now: its sale price while on sale, else its price. */
export function currentPriceCents(variant: { onSale: boolean; priceCents: number; salePriceCents: number }): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

/**
 * The price line of a product, in cents:
 * - [STORE-003] a digital product: its own price, or its sale price beside the struck-through
 *   price while its own flag says it is on sale;
 * - [STORE-030] variants whose current prices differ: 'from' the lowest;
 * - variants that all sell for one price: that price, beside the struck-through regular price
 *   when every variant is on sale from one regular price above it;
 * - no variant: nothing.
 */
export function priceDisplay(product: ProductPricing): PriceDisplay {
  if (product.productType === 'DIGITAL') {
    const regular = product.priceCents ?? 0;
    const sale = product.salePriceCents ?? 0;
    return product.onSale === true && sale < regular ? { kind: 'sale', priceCents: sale, regularPriceCents: regular } : { kind: 'single', priceCents: product.onSale === true ? sale : regular };
  }
  const { variants } = product;
  if (variants.length === 0) return { kind: 'none' };
  const current = variants.map(currentPriceCents);
  const lowest = Math.min(...current);
  if (current.some((price) => price !== lowest)) return { kind: 'from', priceCents: lowest };
  const regular = variants[0]?.priceCents ?? lowest;
  const saleFromOneRegular = variants.every((variant) => variant.onSale && variant.priceCents === regular) && regular > lowest;
  return saleFromOneRegular ? { kind: 'sale', priceCents: lowest, regularPriceCents: regular } : { kind: 'single', priceCents: lowest };
}

/** [STORE-030] 'from {startingPrice}' with the starting price already formatted. */
export function fromPriceText(startingPrice: string): string {
  return FROM_PRICE_TEXT.replace('{startingPrice}', startingPrice);
}

/** [STORE-009] A nonzero numBillingCycles means the subscription is finite. */
export function isFiniteSubscription(plan: Pick<SubscriptionPlan, 'numBillingCycles'>): boolean {
  // A count that is not a positive whole number (absent, negative, NaN) cannot end a plan.
  return Number.isSafeInteger(plan.numBillingCycles) && plan.numBillingCycles > 0;
}

/**
 * [STORE-027] 'renews every month' for one period; [STORE-028] 'every 2 weeks' for several;
 * [STORE-029] then ' for 6 payments' when the plan is finite.
 */
export function subscriptionText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  // Typed callers pass the codec's lower-case unit; a plan read elsewhere may say 'MONTHLY'.
  const nouns = BILLING_UNIT_NOUNS[String(unit).toLowerCase() as keyof typeof BILLING_UNIT_NOUNS] ?? BILLING_UNIT_NOUNS.monthly;
  const renewal = value === 1 || !(Number.isSafeInteger(value) && value > 1)
    ? SUBSCRIPTION_RENEWS_TEXT.replace('{unit}', nouns.one)
    : SUBSCRIPTION_EVERY_TEXT.replace('{n}', String(value)).replace('{units}', nouns.many);
  return isFiniteSubscription(plan) ? renewal + SUBSCRIPTION_PAYMENTS_TEXT.replace('{p}', String(plan.numBillingCycles)) : renewal;
}

/** [STORE-031] lbs for an imperial store, kg otherwise. */
export function weightUnit(standard: string): string {
  return standard === 'imperial' ? WEIGHT_UNIT_IMPERIAL : WEIGHT_UNIT_METRIC;
}

/** [STORE-032] The inch mark for an imperial store, cm otherwise. */
export function dimensionUnit(standard: string): string {
  return standard === 'imperial' ? DIMENSION_UNIT_IMPERIAL : DIMENSION_UNIT_METRIC;
}

const quantityFormat = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A measure with its unit: the inch mark follows the number ('10"'), a word unit after a space. */
function measure(value: number, unit: string): string {
  const number = quantityFormat.format(value);
  return unit === DIMENSION_UNIT_IMPERIAL ? `${number}${unit}` : `${number} ${unit}`;
}

/** [STORE-031] '2.5 lbs' or '1.2 kg'. */
export function formatWeight(value: number, standard: string): string {
  return measure(value, weightUnit(standard));
}

/** [STORE-032] '10" × 8" × 2"' or '25 cm × 20 cm × 5 cm' (length × width × height). */
export function formatDimensions({ length, width, height }: Dimensions, standard: string): string {
  const unit = dimensionUnit(standard);
  return [length, width, height].map((value) => measure(value, unit)).join(' × ');
}

/**
 * [STORE-005] A generated SKU: the fixed prefix and 7 random digits. `random` is injected
 * (`Math.random` in the browser adapters, a seeded one in tests), like every source of chance
 * in `machines/`.
 */
export function generateSku(random: () => number, prefix: string = SKU_PREFIX): string {
  let digits = '';
  for (let index = 0; index < SKU_RANDOM_DIGITS; index += 1) {
    const draw = random();
    digits += String(Number.isFinite(draw) ? Math.min(9, Math.max(0, Math.floor(draw * 10))) : 0);
  }
  return prefix + digits;
}
