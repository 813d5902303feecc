/**
 * [STORE-011] [STORE-012] [STORE-013] [STORE-014] [STORE-015] The store's currencies: code,
 * display name, fraction digits and ISO 4217 numeric code, by code.
 */

/** [STORE-012] The supported currency codes, in the spec's order. */
export const CURRENCY_CODES = /* @__PURE__ */ Object.freeze([
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'ZAR', 'JPY',
] as const);

/** One of the 27 currency codes the store knows [STORE-011]. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** [STORE-011] A currency: a code, a name, a number of fraction digits, a numeric code. */
export interface Currency {
  readonly code: CurrencyCode;
  /** [STORE-014] The display name, as the spec writes it (lower case but for proper nouns). */
  readonly name: string;
  /** [STORE-013] Digits after the decimal point: 2, except JPY with 0. */
  readonly fractionDigits: number;
  /** The ISO 4217 numeric code as a number (AUD is 36, written '036' in the standard). */
  readonly numericCode: number;
}

const currency = (code: CurrencyCode, name: string, numericCode: number, fractionDigits = 2): Currency =>
  Object.freeze({ code, name, fractionDigits, numericCode });

/** [STORE-011] [STORE-013] [STORE-014] The 27 supported currencies, by code. */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = /* @__PURE__ */ Object.freeze({
  EUR: currency('EUR', 'euro', 978),
  USD: currency('USD', 'US dollar', 840),
  AUD: currency('AUD', 'Australian dollar', 36),
  NOK: currency('NOK', 'Norwegian krone', 578),
  CAD: currency('CAD', 'Canadian dollar', 124),
  NZD: currency('NZD', 'New Zealand dollar', 554),
  DKK: currency('DKK', 'Danish krone', 208),
  GBP: currency('GBP', 'pound sterling', 826),
  HKD: currency('HKD', 'Hong Kong dollar', 344),
  CHF: currency('CHF', 'Swiss franc', 756),
  MXN: currency('MXN', 'Mexican peso', 484),
  SGD: currency('SGD', 'Singapore dollar', 702),
  SEK: currency('SEK', 'Swedish krona', 752),
  CZK: currency('CZK', 'Czech koruna', 203),
  ILS: currency('ILS', 'Israeli shekel', 376),
  PHP: currency('PHP', 'Philippine peso', 608),
  RUB: currency('RUB', 'Russian ruble', 643),
  PLN: currency('PLN', 'Polish zloty', 985),
  THB: currency('THB', 'Thai baht', 764),
  MYR: currency('MYR', 'Malaysian ringgit', 458),
  ARS: currency('ARS', 'Argentine peso', 32),
  BRL: currency('BRL', 'Brazilian real', 986),
  COP: currency('COP', 'Colombian peso', 170),
  IDR: currency('IDR', 'Indonesian rupiah', 360),
  INR: currency('INR', 'Indian rupee', 356),
  ZAR: currency('ZAR', 'South African rand', 710),
  // [STORE-013] The one currency without minor units.
  JPY: currency('JPY', 'yen', 392, 0),
});

/**
 * [STORE-015] The currency-name string table, in its own order (yen comes before South African
 * rand here, unlike the code list).
 */
export const CURRENCY_NAMES = /* @__PURE__ */ Object.freeze([
  'euro', 'US dollar', 'Australian dollar', 'Norwegian krone', 'Canadian dollar', 'New Zealand dollar',
  'Danish krone', 'pound sterling', 'Hong Kong dollar', 'Swiss franc', 'Mexican peso', 'Singapore dollar',
  'Swedish krona', 'Czech koruna', 'Israeli shekel', 'Philippine peso', 'Russian ruble', 'Polish zloty',
  'Thai baht', 'Malaysian ringgit', 'Argentine peso', 'Brazilian real', 'Colombian peso', 'Indonesian rupiah',
  'Indian rupee', 'yen', 'South African rand',
] as const);

/** True for one of the 27 supported codes (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}
