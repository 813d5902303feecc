import { CURRENCIES, isCurrencyCode, type Currency, type CurrencyCode } from './currencies.ts';
import { DEFAULT_CURRENCY, MONEY_DECIMAL_SEPARATOR, MONEY_GROUP_SEPARATOR, MONEY_MAX_INTEGER_PLACES } from './constants.ts';

/** Options of formatMoney: digit grouping, and trimming zero cents. */
export interface FormatMoneyOptions {
  /** [STORE-024] Thousands grouping, on by default. */
  grouping?: boolean;
  /** [STORE-025] '$12' rather than '$12.00' when the cents are zero. */
  trimZeroCents?: boolean;
  /** Where the unknown-currency warning goes (`console.warn` by default). */
  warn?: (message: string) => void;
}

/** The warning for a currency code outside the 27 (the amount is then formatted in USD). */
export function unknownCurrencyWarning(code: unknown): string {
  return `Unknown currency code ${JSON.stringify(String(code))}: the amount is formatted in ${DEFAULT_CURRENCY}.`;
}

/**
 * The currency for a code: one of the 27 (a lower-case or padded code is read as its upper-case
 * form); anything else falls back to USD with a warning, so a price never fails to show.
 */
export function resolveCurrency(code: unknown, warn: (message: string) => void = console.warn): Currency {
  const normal = typeof code === 'string' ? code.trim().toUpperCase() : code;
  if (isCurrencyCode(normal)) return CURRENCIES[normal];
  warn(unknownCurrencyWarning(code));
  return CURRENCIES[DEFAULT_CURRENCY];
}

// Intl.NumberFormat is costly to build and a collection page formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: CurrencyCode, grouping: boolean, fractionDigits: number): Intl.NumberFormat {
  const key = `${code}|${grouping}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // [STORE-023] en-US for the symbol and its place (before the amount, '-' first), the
    // locale fixed so every visitor and the server read the same text. The fraction digits are
    // the spec's (ICU gives COP and IDR none; the spec gives them 2).
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
      useGrouping: grouping,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The parts of an amount in minor units, exactly (BigInt arithmetic, no floating point). */
function splitMinorUnits(minorUnits: number | bigint, fractionDigits: number) {
  if (typeof minorUnits === 'number' && !Number.isInteger(minorUnits)) {
    throw new RangeError(`formatMoney: minor units must be a whole number, got ${minorUnits}`);
  }
  if (typeof minorUnits !== 'number' && typeof minorUnits !== 'bigint') {
    throw new TypeError(`formatMoney: minor units must be a number or a bigint, got ${typeof minorUnits}`);
  }
  if (typeof minorUnits === 'number' && Math.abs(minorUnits) >= 1e21) {
    throw new RangeError(`formatMoney: at most ${MONEY_MAX_INTEGER_PLACES} integer places, got ${minorUnits} minor units`);
  }
  // A number past Number.MAX_SAFE_INTEGER is read as the decimal it prints as (99999999999999900,
  // not the double's exact 99999999999999904): what its writer meant. Exact amounts that large are bigints.
  const value = typeof minorUnits === 'bigint' ? minorUnits : BigInt(String(minorUnits));
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = 10n ** BigInt(fractionDigits);
  return { negative, integer: (magnitude / scale).toString(), fraction: (magnitude % scale).toString().padStart(fractionDigits, '0') };
}

/**
 * Formats an amount given in the currency's minor units (cents; yen for JPY):
 * `formatMoney(123450)` is '$1,234.50'.
 *
 * - [STORE-021] ',' groups thousands and '.' marks decimals, whatever the locale.
 * - [STORE-023] The currency's symbol and format: en-US's (`$`, `€`, `£`, `¥`, `A$`, `CA$`,
 *   `CHF 1.00`, ...), with the spec's fraction digits (2, JPY 0: [STORE-013]).
 * - [STORE-024] Grouping is on by default; `{ grouping: false }` gives '$1234.50'.
 * - [STORE-025] `{ trimZeroCents: true }` gives '$12' for 1200 (and '$12.50' for 1250).
 * - [STORE-026] A negative amount starts with '-': '-$5.00'. Zero is never negative.
 * - [STORE-022] At most 15 integer places: 999,999,999,999,999.99 is the largest amount (pass
 *   a bigint for amounts past `Number.MAX_SAFE_INTEGER` minor units); a larger one, a
 *   fractional number of minor units, NaN or an infinity throws a RangeError rather than show
 *   a wrong price (prices are capped far lower by the product codec: STORE-007).
 * - An unknown currency code falls back to USD with a warning.
 */
export function formatMoney(minorUnits: number | bigint, currency: string = DEFAULT_CURRENCY, { grouping = true, trimZeroCents = false, warn }: FormatMoneyOptions = {}): string {
  const { code, fractionDigits } = resolveCurrency(currency, warn);
  const { negative, integer, fraction } = splitMinorUnits(minorUnits, fractionDigits);
  if (integer.length > MONEY_MAX_INTEGER_PLACES) {
    throw new RangeError(`formatMoney: at most ${MONEY_MAX_INTEGER_PLACES} integer places, got ${integer.length} (${minorUnits} minor units of ${code})`);
  }
  const trimmed = trimZeroCents && /^0*$/.test(fraction);
  const digits = trimmed ? 0 : fractionDigits;
  const decimal = `${negative ? '-' : ''}${integer}${digits > 0 ? `.${fraction}` : ''}`;
  // A numeric string is formatted exactly (Intl.NumberFormat v3), with no rounding through a double.
  const parts = formatterFor(code, grouping, digits).formatToParts(decimal as unknown as number);
  let text = '';
  for (const part of parts) {
    if (part.type === 'group') text += MONEY_GROUP_SEPARATOR;
    else if (part.type === 'decimal') text += MONEY_DECIMAL_SEPARATOR;
    else if (part.type === 'minusSign') text += '-';
    else text += part.value;
  }
  return text;
}

/**
 * Reads a text `formatMoney` wrote back into minor units of `currency` (the inverse the
 * round-trip tests check): the symbol and grouping are skipped, a leading '-' is the sign,
 * at most the currency's fraction digits after '.'. `null` for text that is not such an amount
 * or whose minor units are past `Number.MAX_SAFE_INTEGER`.
 */
export function parseMoney(text: string, currency: string = DEFAULT_CURRENCY): number | null {
  const { fractionDigits } = resolveCurrency(currency, () => {});
  const body = text.trim();
  const negative = body.startsWith('-');
  const number = body.replace(/^-/, '').replace(/^[^\d]*/, '').replace(/\s+$/, '');
  const match = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?$/.exec(number);
  if (!match) return null;
  const integer = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) return null;
  const minor = BigInt(integer) * 10n ** BigInt(fractionDigits) + BigInt(fraction.padEnd(fractionDigits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(minor);
  return negative && value !== 0 ? -value : value;
}
