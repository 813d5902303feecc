import { describe, expect, it, vi } from 'vitest';
import { cartCountLabel, cartCountText, CURRENCIES, decodeSiteContext, formatMoney } from '../machines/index.ts';
import { DEFAULT_STORE_CURRENCY } from '../machines/site-context/constants.ts';
import { CURRENCY_CODES, CURRENCY_NAMES } from '../machines/store/currencies.ts';
import { parseMoney } from '../machines/store/money.ts';

describe('currencies', () => {
  it('[STORE-011] each currency has a code, a name, fraction digits and an ISO 4217 numeric code', () => {
    expect(CURRENCIES.USD).toEqual({ code: 'USD', name: 'US dollar', fractionDigits: 2, numericCode: 840 });
    expect(CURRENCIES.EUR).toEqual({ code: 'EUR', name: 'euro', fractionDigits: 2, numericCode: 978 });
    expect(CURRENCIES.AUD.numericCode).toBe(36);
    expect(CURRENCIES.ARS.numericCode).toBe(32);
    expect(CURRENCIES.PLN.numericCode).toBe(985);
    expect(CURRENCIES.ZAR.numericCode).toBe(710);
    for (const code of CURRENCY_CODES) {
      const currency = CURRENCIES[code];
      expect(Object.keys(currency).sort()).toEqual(['code', 'fractionDigits', 'name', 'numericCode']);
      expect(currency.code).toBe(code);
      expect(Number.isInteger(currency.numericCode) && currency.numericCode > 0 && currency.numericCode < 1000).toBe(true);
    }
    expect(new Set(CURRENCY_CODES.map((code) => CURRENCIES[code].numericCode)).size).toBe(27);
  });

  it('[STORE-012] the 27 supported codes, in the spec order', () => {
    expect(CURRENCY_CODES.join(' ')).toBe('EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR JPY');
    expect(Object.keys(CURRENCIES).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('[STORE-013] every currency has 2 fraction digits except JPY with 0', () => {
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].fractionDigits).toBe(code === 'JPY' ? 0 : 2);
  });

  it('[STORE-014] display names by code', () => {
    const names = Object.fromEntries(CURRENCY_CODES.map((code) => [code, CURRENCIES[code].name]));
    expect(names).toEqual({
      EUR: 'euro', USD: 'US dollar', AUD: 'Australian dollar', NOK: 'Norwegian krone', CAD: 'Canadian dollar',
      NZD: 'New Zealand dollar', DKK: 'Danish krone', GBP: 'pound sterling', HKD: 'Hong Kong dollar', CHF: 'Swiss franc',
      MXN: 'Mexican peso', SGD: 'Singapore dollar', SEK: 'Swedish krona', CZK: 'Czech koruna', ILS: 'Israeli shekel',
      PHP: 'Philippine peso', RUB: 'Russian ruble', PLN: 'Polish zloty', THB: 'Thai baht', MYR: 'Malaysian ringgit',
      ARS: 'Argentine peso', BRL: 'Brazilian real', COP: 'Colombian peso', IDR: 'Indonesian rupiah', INR: 'Indian rupee',
      ZAR: 'South African rand', JPY: 'yen',
    });
  });

  it('[STORE-015] the currency-name string table, in its own order (yen before South African rand)', () => {
    expect(CURRENCY_NAMES).toEqual([
      'euro', 'US dollar', 'Australian dollar', 'Norwegian krone', 'Canadian dollar', 'New Zealand dollar', 'Danish krone',
      'pound sterling', 'Hong Kong dollar', 'Swiss franc', 'Mexican peso', 'Singapore dollar', 'Swedish krona', 'Czech koruna',
      'Israeli shekel', 'Philippine peso', 'Russian ruble', 'Polish zloty', 'Thai baht', 'Malaysian ringgit', 'Argentine peso',
      'Brazilian real', 'Colombian peso', 'Indonesian rupiah', 'Indian rupee', 'yen', 'South African rand',
    ]);
    expect([...CURRENCY_NAMES].sort()).toEqual(CURRENCY_CODES.map((code) => CURRENCIES[code].name).sort());
  });
});

describe('formatMoney', () => {
  it('[STORE-021] groups with "," and marks decimals with "."', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(123456789012, 'EUR')).toBe('€1,234,567,890.12');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('[STORE-021] the separators are "," and "." even where the number formatter writes another locale\'s', () => {
    // de-DE writes 1.234,56: an ICU that ignored the locale asked for would still not leak it.
    const original = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function german(_locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new original('de-DE', options);
    } as unknown as typeof Intl.NumberFormat);
    try {
      expect(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(1234.56)).toBe('1.234,56');
      expect(formatMoney(123456789, 'MYR')).toMatch(/^1,234,567\.89\sMYR$/);
    } finally {
      spy.mockRestore();
    }
  });

  it('[STORE-022] at most 15 integer places: the largest amount formats exactly, one more place throws a RangeError', () => {
    expect(formatMoney(99999999999999999n)).toBe('$999,999,999,999,999.99');
    expect(formatMoney(-99999999999999999n, 'GBP')).toBe('-£999,999,999,999,999.99');
    expect(formatMoney(999999999999999, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    // A number past the safe range is read as the decimal it prints as, not the double's exact value.
    expect(formatMoney(99999999999999900)).toBe('$999,999,999,999,999.00');
    expect(() => formatMoney(1e21)).toThrow(RangeError);
    expect(() => formatMoney(-1e300)).toThrow(RangeError);
    expect(() => formatMoney(100000000000000000n)).toThrow(RangeError);
    expect(() => formatMoney(1000000000000000, 'JPY')).toThrow(/at most 15 integer places/);
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('[STORE-023] symbol and format per currency; JPY has no decimals; COP and IDR keep the spec\'s 2 digits', () => {
    expect(formatMoney(123450, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(123450, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(123450, 'JPY')).toBe('¥123,450');
    expect(formatMoney(123450, 'AUD')).toBe('A$1,234.50');
    expect(formatMoney(123450, 'CAD')).toBe('CA$1,234.50');
    expect(formatMoney(123450, 'INR')).toBe('₹1,234.50');
    expect(formatMoney(123450, 'CHF')).toBe('CHF\u00a01,234.50');
    expect(formatMoney(123450, 'COP')).toBe('COP\u00a01,234.50');
    expect(formatMoney(123450, 'IDR')).toBe('IDR\u00a01,234.50');
    expect(formatMoney(123450, 'BRL')).toBe('R$1,234.50');
  });

  it('[STORE-024] grouping is on by default and can be turned off', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(123456789, 'USD', { grouping: false })).toBe('$1234567.89');
    expect(formatMoney(123456789, 'JPY', { grouping: false })).toBe('¥123456789');
  });

  it('[STORE-025] zero cents can be trimmed; other cents stay', () => {
    expect(formatMoney(1200, 'USD', { trimZeroCents: true })).toBe('$12');
    expect(formatMoney(1200)).toBe('$12.00');
    expect(formatMoney(1250, 'USD', { trimZeroCents: true })).toBe('$12.50');
    expect(formatMoney(123400, 'EUR', { trimZeroCents: true })).toBe('€1,234');
    expect(formatMoney(1200, 'JPY', { trimZeroCents: true })).toBe('¥1,200');
  });

  it('[STORE-026] negative amounts carry a "-" sign; zero never does', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-123450, 'EUR')).toBe('-€1,234.50');
    expect(formatMoney(-1200, 'USD', { trimZeroCents: true })).toBe('-$12');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-5, 'JPY')).toBe('-¥5');
  });

  it('an unknown currency code falls back to USD with a warning', () => {
    const warn = vi.fn();
    expect(formatMoney(123450, 'XYZ', { warn })).toBe('$1,234.50');
    expect(warn).toHaveBeenCalledWith('Unknown currency code "XYZ": the amount is formatted in USD.');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(formatMoney(100, 'BTC')).toBe('$1.00');
      expect(formatMoney(100, '' as string)).toBe('$1.00');
      expect(formatMoney(100, undefined as unknown as string)).toBe('$1.00');
      expect(consoleWarn).toHaveBeenCalledTimes(2);
    } finally {
      consoleWarn.mockRestore();
    }
    // A lower-case or padded code is read as the code it spells, without a warning.
    const quiet = vi.fn();
    expect(formatMoney(100, ' eur ', { warn: quiet })).toBe('€1.00');
    expect(quiet).not.toHaveBeenCalled();
  });

  it('parseMoney reads formatted text back and refuses what is not an amount', () => {
    expect(parseMoney('$1,234.50')).toBe(123450);
    expect(parseMoney('-¥1,200', 'JPY')).toBe(-1200);
    expect(parseMoney('$12')).toBe(1200);
    expect(parseMoney('$1,23.50')).toBeNull();
    expect(parseMoney('$1.234')).toBeNull();
    expect(parseMoney('free')).toBeNull();
  });
});

describe('store currency default', () => {
  it('[STORE-050] the selected store currency defaults to USD, and formatMoney\'s default is the same', () => {
    expect(DEFAULT_STORE_CURRENCY).toBe('USD');
    const context = decodeSiteContext({});
    expect(context.data.storeCurrency).toBe('USD');
    expect(formatMoney(100)).toBe(formatMoney(100, 'USD'));
  });
});

describe('cart count', () => {
  it('[STORE-046] the count shows its number up to 100 and "100+" above', () => {
    expect(cartCountText(0)).toBe('0');
    expect(cartCountText(1)).toBe('1');
    expect(cartCountText(100)).toBe('100');
    expect(cartCountText(101)).toBe('100+');
    expect(cartCountText(150)).toBe('100+');
    expect(cartCountText(-3)).toBe('0');
    expect(cartCountText(Number.NaN)).toBe('0');
  });

  it('[STORE-047] the spoken label says more than 100 items above 100', () => {
    expect(cartCountLabel(150)).toBe('More than 100 items');
    expect(cartCountLabel(101)).toBe('More than 100 items');
    expect(cartCountLabel(100)).toBe('100 items');
    expect(cartCountLabel(1)).toBe('1 item');
    expect(cartCountLabel(0)).toBe('0 items');
  });
});
