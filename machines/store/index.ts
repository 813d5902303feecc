export { CURRENCIES } from './currencies.ts';
export type { Currency, CurrencyCode } from './currencies.ts';
export { formatMoney } from './money.ts';
export type { FormatMoneyOptions } from './money.ts';
export { cartCountLabel, cartCountText } from './cart-count.ts';
export { isOnSale, isSoldOut, productWorkflowLabel, subscriptionText } from './logic.ts';
export { decodeProduct, decodeProductCollection, decodeStoreSettings, decodeSubscriptionPlan } from './codec.ts';
export { connectProductCard, connectProductCardView, describeProductCard } from './connect.ts';
export type { Product, ProductCardApi, ProductCardData, ProductCardInput, ProductVariant, StoreSettings, SubscriptionPlan } from './types.ts';
