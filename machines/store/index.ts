export { CURRENCIES, CURRENCY_CODES, CURRENCY_NAMES, isCurrencyCode } from './currencies.ts';
export type { Currency, CurrencyCode } from './currencies.ts';
export { formatMoney, parseMoney, resolveCurrency, unknownCurrencyWarning } from './money.ts';
export type { FormatMoneyOptions } from './money.ts';
export { cartCountLabel, cartCountText } from './cart-count.ts';
export {
  CART_COUNT_MAX,
  CART_COUNT_OVERFLOW_LABEL,
  CART_COUNT_OVERFLOW_TEXT,
  DEFAULT_CURRENCY,
  MONEY_DECIMAL_SEPARATOR,
  MONEY_GROUP_SEPARATOR,
  MONEY_MAX_INTEGER_PLACES,
} from './constants.ts';
