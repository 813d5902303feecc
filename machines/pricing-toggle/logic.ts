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

/** The keys that move focus between the toggle's options (the WAI-ARIA toolbar's arrows, Home and End). */
export const PRICING_FOCUS_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'] as const;

/**
 * The option a key moves focus to from `current` (Left and Right wrap around, Home the first,
 * End the last), or null for any other key. Focus only: Enter or Space (a click) selects.
 */
export function optionFocusTarget(key: string, current: PricingOption, options: readonly PricingOption[]): PricingOption | null {
  const at = options.indexOf(current);
  if (at < 0 || options.length === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return options[(at - 1 + options.length) % options.length] ?? null;
    case 'ArrowRight':
      return options[(at + 1) % options.length] ?? null;
    case 'Home':
      return options[0] ?? null;
    case 'End':
      return options[options.length - 1] ?? null;
    default:
      return null;
  }
}
