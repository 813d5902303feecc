/** Spec literals of the store (000 §3, §4, §5, §9; 001 §3, §8; 002 §2, §3, §9), each with its requirement ID. */

/** [STORE-050] The site's selected store currency when the site names none (also CONST-005). */
export const DEFAULT_CURRENCY = 'USD';

/** [STORE-021] Money's thousands separator, whatever the visitor's locale. */
export const MONEY_GROUP_SEPARATOR = ',';

/** [STORE-021] Money's decimal separator, whatever the visitor's locale. */
export const MONEY_DECIMAL_SEPARATOR = '.';

/** [STORE-022] Money is formatted with at most 15 integer places. */
export const MONEY_MAX_INTEGER_PLACES = 15;

/** [STORE-046] The cart count shows its number up to this; above it, CART_COUNT_OVERFLOW_TEXT. */
export const CART_COUNT_MAX = 100;

/** [STORE-046] The cart count above 100. */
export const CART_COUNT_OVERFLOW_TEXT = '100+';

/** [STORE-047] The spoken label of a cart count above 100 (our wording of 'more than 100 items'). */
export const CART_COUNT_OVERFLOW_LABEL = 'More than 100 items';

/** [STORE-002] The product types. */
export const PRODUCT_TYPES = /* @__PURE__ */ Object.freeze(['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const);

/** [STORE-005] The fixed prefix of a generated SKU (the example checkout's gift card SKU is SQ1234567). */
export const SKU_PREFIX = 'SQ';

/** [STORE-005] A generated SKU ends in 7 random digits. */
export const SKU_RANDOM_DIGITS = 7;

/** [STORE-006] A SKU is at most 60 characters long. */
export const SKU_MAX_LENGTH = 60;

/** [STORE-007] A product price is at most 100000000 cents. */
export const PRODUCT_PRICE_MAX_CENTS = 100000000;

/** [STORE-006] The message of a SKU over the cap (our wording). */
export const SKU_TOO_LONG_MESSAGE = 'A SKU is at most 60 characters long.';

/** [STORE-007] The message of a price over the cap (our wording). */
export const PRICE_TOO_HIGH_MESSAGE = 'A product price is at most 100000000 cents.';

/** [STORE-016] Product workflow labels by workflow state; any other state shows 'Unsupported'. */
export const PRODUCT_WORKFLOW_LABELS = /* @__PURE__ */ Object.freeze({ PUBLISHED: 'Available', SCHEDULED: 'Scheduled', DRAFT: 'Hidden' } as const);

/** [STORE-016] The label of any workflow state but the three named. */
export const PRODUCT_WORKFLOW_UNSUPPORTED = 'Unsupported';

/** [STORE-008] Subscription billing period units. */
export const BILLING_PERIOD_UNITS = /* @__PURE__ */ Object.freeze(['weekly', 'monthly', 'yearly'] as const);

/** [STORE-027] [STORE-028] The noun of each billing unit, singular and plural. */
export const BILLING_UNIT_NOUNS = /* @__PURE__ */ Object.freeze({
  weekly: { one: 'week', many: 'weeks' },
  monthly: { one: 'month', many: 'months' },
  yearly: { one: 'year', many: 'years' },
} as const);

/** [STORE-027] Renewal text for a single period: 'renews every week/month/year'. */
export const SUBSCRIPTION_RENEWS_TEXT = 'renews every {unit}';

/** [STORE-028] Renewal text for a period of {n} units: 'every {n} weeks/months/years'. */
export const SUBSCRIPTION_EVERY_TEXT = 'every {n} {units}';

/** [STORE-029] Appended for a finite subscription. */
export const SUBSCRIPTION_PAYMENTS_TEXT = ' for {p} payments';

/** [STORE-030] The price text when variant prices differ. */
export const FROM_PRICE_TEXT = 'from {startingPrice}';

/** [STORE-010] Store measurement standards. */
export const MEASUREMENT_STANDARDS = /* @__PURE__ */ Object.freeze(['imperial', 'metric'] as const);

/** [STORE-031] Weight unit for imperial stores; KG_UNIT otherwise. */
export const WEIGHT_UNIT_IMPERIAL = 'lbs';
/** [STORE-031] Weight unit for any store but an imperial one. */
export const WEIGHT_UNIT_METRIC = 'kg';
/** [STORE-032] Dimension unit for imperial stores: the inch mark. */
export const DIMENSION_UNIT_IMPERIAL = '"';
/** [STORE-032] Dimension unit for any store but an imperial one. */
export const DIMENSION_UNIT_METRIC = 'cm';

/** [STORE-051] A collection holds at most 200 products. */
export const PRODUCTS_PER_COLLECTION_MAX = 200;

/** Product card texts (our wording: the spec names the marks, not their words). */
export const PRODUCT_CARD_TEXT = /* @__PURE__ */ Object.freeze({
  sale: 'Sale',
  soldOut: 'Sold out',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  price: 'Price',
} as const);

/** The warning a product that cannot be decoded is dropped with (our wording). */
export const PRODUCT_DATA_ERROR = 'Error decoding product data.';
