import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney } from '../machines/index.ts';
import { MONEY_MAX_INTEGER_PLACES } from '../machines/store/constants.ts';
import { CURRENCY_CODES } from '../machines/store/currencies.ts';
import { parseMoney } from '../machines/store/money.ts';

/** The largest safe amount in minor units that still has at most 15 integer places. */
function largestAmount(fractionDigits: number): number {
  const limit = 10 ** (MONEY_MAX_INTEGER_PLACES + fractionDigits) - 1;
  return Math.min(limit, Number.MAX_SAFE_INTEGER);
}

const amountIn = (code: (typeof CURRENCY_CODES)[number]) => {
  const max = largestAmount(CURRENCIES[code].fractionDigits);
  // Small, medium and the extremes all get drawn, not only the huge numbers fc.integer favours.
  return fc.oneof(fc.integer({ min: -max, max }), fc.integer({ min: -100000, max: 100000 }), fc.constantFrom(0, max, -max));
};

const currencyAndAmount = fc.constantFrom(...CURRENCY_CODES).chain((code) => fc.tuple(fc.constant(code), amountIn(code)));
const options = fc.record({ grouping: fc.boolean(), trimZeroCents: fc.boolean() });

describe('formatMoney properties', () => {
  it('[STORE-021] [STORE-022] [STORE-024] [STORE-025] [STORE-026] every currency, any safe amount up to 15 integer places, any options: the text parses back to the same minor units', () => {
    fc.assert(
      fc.property(currencyAndAmount, options, ([code, amount], opts) => {
        const text = formatMoney(amount, code, opts);
        expect(parseMoney(text, code)).toBe(amount === 0 ? 0 : amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('[STORE-021] [STORE-023] [STORE-026] the text is the sign, the symbol, then digits grouped by "," in threes and the currency\'s decimals after "."', () => {
    fc.assert(
      fc.property(currencyAndAmount, ([code, amount]) => {
        const text = formatMoney(amount, code);
        const digits = CURRENCIES[code].fractionDigits;
        const pattern = new RegExp(`^${amount < 0 ? '-' : ''}\\D+\\d{1,3}(,\\d{3})*${digits > 0 ? `\\.\\d{${digits}}` : ''}$`);
        expect(text).toMatch(pattern);
        expect(text).toBe(amount < 0 ? `-${formatMoney(-amount, code)}` : text);
        expect(formatMoney(amount, code, { grouping: false })).toBe(text.replace(/,/g, ''));
      }),
    );
  });

  it('[STORE-022] amounts past 15 integer places are refused, never shown rounded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.boolean(), (code, extra, negative) => {
        const scale = 10n ** BigInt(CURRENCIES[code].fractionDigits);
        const amount = 10n ** 15n * scale - 1n + extra;
        expect(() => formatMoney(negative ? -amount : amount, code)).toThrow(RangeError);
      }),
    );
  });
});
