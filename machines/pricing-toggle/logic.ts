import { formatMoney } from '../store/money.ts';
import type { CurrencyCode } from '../store/currencies.ts';
import { PRICING_OPTIONS } from './constants.ts';

/** [BLK-016] Option A or option B. */
export type PricingOption = (typeof PRICING_OPTIONS)[number];

/** The option a price set's position gives: the first set is A, the second B. */
export function optionAt(index: number): PricingOption | undefined {
  return PRICING_OPTIONS[index];
}

/**
 * A plan's price as the visitor reads it: the store's money format with the currency's symbol,
 * whole amounts without cents ('$15', '$150.50').
 */
export function priceText(minorUnits: number, currency: CurrencyCode): string {
  return formatMoney(minorUnits, currency, { trimZeroCents: true });
}
