import type { BILLING_PERIOD_UNITS, MEASUREMENT_STANDARDS, PRODUCT_TYPES } from './constants.ts';

/** [STORE-002] PHYSICAL, SERVICE, DIGITAL or GIFT_CARD. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** [STORE-010] imperial or metric. */
export type MeasurementStandard = (typeof MEASUREMENT_STANDARDS)[number];

/** [STORE-008] weekly, monthly or yearly. */
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

/** [STORE-004] One option value of a variant ('Size': 'A3'); the spec names only `value`. */
export interface OptionValue {
  name?: string;
  value: string;
}

/** A parcel's size, in the store's unit (inches or centimetres). */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** [STORE-004] A decoded variant: prices in cents, stock, SKU, option values and its id. */
export interface ProductVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: OptionValue[];
  /** Shipping weight in the store's unit (lbs or kg). */
  weight?: number;
  /** Shipping size in the store's unit. */
  dimensions?: Dimensions;
}

/** [STORE-008] [STORE-009] A subscription plan; a nonzero numBillingCycles means a finite one. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingPeriodUnit };
  numBillingCycles: number;
}

/**
 * What the sold-out and on-sale rules read (ARCHITECTURE.md's `isSoldOut(product)` shape): the
 * type, the variants, and for digital products their own price and sale flag [STORE-003].
 */
export interface ProductPricing {
  productType: ProductType | string;
  variants: readonly Pick<ProductVariant, 'qtyInStock' | 'unlimited' | 'onSale' | 'priceCents' | 'salePriceCents'>[];
  onSale?: boolean;
  priceCents?: number;
  salePriceCents?: number;
}

/** [STORE-001] A product's structuredContent, decoded. */
export interface ProductContent extends ProductPricing {
  productType: ProductType;
  variants: ProductVariant[];
  /** [STORE-003] Digital products only. */
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** [STORE-016] PUBLISHED, SCHEDULED, DRAFT or another state. */
  workflowState: string;
  subscriptionPlan?: SubscriptionPlan;
}

/** A product as a page's collection carries it. */
export interface Product {
  id: string;
  title: string;
  /** The product page's address. */
  url?: string;
  image?: { src: string; alt: string; width?: number; height?: number };
  structuredContent: ProductContent;
}

/** [STORE-010] Store settings. */
export interface StoreSettings {
  expressCheckout: boolean;
  measurementStandard: MeasurementStandard;
}

/** What a product's price line shows, in cents (formatted by the view model). */
export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'single'; priceCents: number }
  /** The sale price beside the struck-through regular price. */
  | { kind: 'sale'; priceCents: number; regularPriceCents: number }
  /** [STORE-030] Variant prices differ: 'from {startingPrice}'. */
  | { kind: 'from'; priceCents: number };

/** Input of the product card's view model. */
export interface ProductCardInput {
  product: Product;
  /** [STORE-050] The site's selected store currency (USD by default). */
  currency?: string;
  /** [STORE-010] The store's measurement standard (imperial by default). */
  measurementStandard?: MeasurementStandard;
  /** Prefix of the parts' DOM ids; the product id by default. */
  id?: string;
}

/**
 * What a product card shows, worked out from the product once (`describeProductCard`): plain
 * data a page's payload carries, so the browser renders the card with no price rules or codec.
 */
export interface ProductCardData {
  /** The card's root id, prefix of its parts' ids. */
  id: string;
  title: string;
  url?: string;
  image?: Product['image'];
  productType: ProductType;
  soldOut: boolean;
  onSale: boolean;
  price: PriceDisplay;
  /** The visible price: '$8.00', 'from $10.00'; '' when the product has no price. */
  priceText: string;
  /** The struck-through regular price beside a sale price, else null. */
  regularPriceText: string | null;
  subscriptionText: string | null;
  /** Weight and size with the store's units, or null. */
  detailsText: string | null;
  /** [STORE-016] Available, Scheduled, Hidden or Unsupported. */
  workflowLabel: string;
}

type Parts<P extends string> = { 'data-scope': 'product-card'; 'data-part': P };

/** The product card's view model: texts and props for any renderer. */
export interface ProductCardApi {
  /** The product's name, the card's heading. */
  title: string;
  soldOut: boolean;
  onSale: boolean;
  price: PriceDisplay;
  /** The visible price: '$8.00', 'from $10.00'; '' when the product has no price. */
  priceText: string;
  /** The struck-through regular price beside a sale price, else null. */
  regularPriceText: string | null;
  /** The screen-reader label before the visible price ('Sale price' or 'Price'). */
  priceLabel: string;
  /** The screen-reader label before the struck-through price. */
  regularPriceLabel: string;
  subscriptionText: string | null;
  /** Weight and size with the store's units, or null when the product has none. */
  detailsText: string | null;
  /** [STORE-016] Available, Scheduled, Hidden or Unsupported. */
  workflowLabel: string;
  badges: readonly { kind: 'sale' | 'sold-out'; text: string }[];
  getRootProps(): Parts<'root'> & { id: string; 'aria-labelledby': string; 'data-product-type': string; 'data-sold-out': '' | undefined; 'data-on-sale': '' | undefined };
  getLinkProps(): Parts<'link'> & { href: string | undefined };
  getImageProps(): (Parts<'image'> & { src: string; alt: string; width?: number; height?: number; loading: 'lazy'; decoding: 'async' }) | null;
  getTitleProps(): Parts<'title'> & { id: string };
  getBadgesProps(): Parts<'badges'>;
  getBadgeProps(kind: 'sale' | 'sold-out'): Parts<'badge'> & { 'data-kind': 'sale' | 'sold-out' };
  getPriceProps(): Parts<'price'> & { 'data-kind': PriceDisplay['kind'] };
  /** A label only screen readers hear (visually hidden by its style). */
  getPriceLabelProps(): Parts<'price-label'> & { style: Record<string, string> };
  getCurrentPriceProps(): Parts<'current-price'>;
  /** Spread on an `<s>`: the struck-through regular price. */
  getRegularPriceProps(): Parts<'regular-price'>;
  getSubscriptionProps(): Parts<'subscription'>;
  getDetailsProps(): Parts<'details'>;
}
