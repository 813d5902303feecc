export { CURRENCIES, CURRENCY_CODES, CURRENCY_NAMES, isCurrencyCode } from './currencies.ts';
export type { Currency, CurrencyCode } from './currencies.ts';
export { formatMoney, parseMoney, resolveCurrency, unknownCurrencyWarning } from './money.ts';
export type { FormatMoneyOptions } from './money.ts';
export { cartCountLabel, cartCountText } from './cart-count.ts';
export {
  currentPriceCents,
  dimensionUnit,
  formatDimensions,
  formatWeight,
  fromPriceText,
  generateSku,
  isFiniteSubscription,
  isOnSale,
  isSoldOut,
  priceDisplay,
  productWorkflowLabel,
  subscriptionText,
  weightUnit,
} from './logic.ts';
export {
  decodeProduct,
  decodeProductCollection,
  decodeStoreSettings,
  decodeSubscriptionPlan,
  DEFAULT_STORE_SETTINGS,
  PriceCentsCodec,
  SkuCodec,
  SubscriptionPlanCodec,
} from './codec.ts';
export type { DecodeProductOptions, ProductCollectionDecoding, ProductDecoding, StoreSettingsDecoding } from './codec.ts';
export { connectProductCard, connectProductCardView, describeProductCard } from './connect.ts';
export { productCardAnatomy } from './anatomy.ts';
export type {
  BillingPeriodUnit,
  Dimensions,
  MeasurementStandard,
  OptionValue,
  PriceDisplay,
  Product,
  ProductCardApi,
  ProductCardData,
  ProductCardInput,
  ProductContent,
  ProductPricing,
  ProductType,
  ProductVariant,
  StoreSettings,
  SubscriptionPlan,
} from './types.ts';
export {
  BILLING_PERIOD_UNITS,
  CART_COUNT_MAX,
  CART_COUNT_OVERFLOW_LABEL,
  CART_COUNT_OVERFLOW_TEXT,
  DEFAULT_CURRENCY,
  DIMENSION_UNIT_IMPERIAL,
  DIMENSION_UNIT_METRIC,
  FROM_PRICE_TEXT,
  MEASUREMENT_STANDARDS,
  MONEY_DECIMAL_SEPARATOR,
  MONEY_GROUP_SEPARATOR,
  MONEY_MAX_INTEGER_PLACES,
  PRICE_TOO_HIGH_MESSAGE,
  PRODUCT_CARD_TEXT,
  PRODUCT_DATA_ERROR,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_TYPES,
  PRODUCT_WORKFLOW_LABELS,
  PRODUCT_WORKFLOW_UNSUPPORTED,
  PRODUCTS_PER_COLLECTION_MAX,
  SKU_MAX_LENGTH,
  SKU_PREFIX,
  SKU_RANDOM_DIGITS,
  SKU_TOO_LONG_MESSAGE,
  SUBSCRIPTION_EVERY_TEXT,
  SUBSCRIPTION_PAYMENTS_TEXT,
  SUBSCRIPTION_RENEWS_TEXT,
  WEIGHT_UNIT_IMPERIAL,
  WEIGHT_UNIT_METRIC,
} from './constants.ts';
