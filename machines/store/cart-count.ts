import { CART_COUNT_MAX, CART_COUNT_OVERFLOW_LABEL, CART_COUNT_OVERFLOW_TEXT } from './constants.ts';

/** A count as the cart element shows it: whole, never negative (a damaged count reads 0). */
function wholeCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** [STORE-046] The cart count's visible text: the number, or '100+' above 100. */
export function cartCountText(n: number): string {
  const count = wholeCount(n);
  return count > CART_COUNT_MAX ? CART_COUNT_OVERFLOW_TEXT : String(count);
}

/**
 * [STORE-047] The cart count's spoken label: '1 item', '3 items', and above 100 'More than 100
 * items' (a screen reader would read '100+' as 'one hundred plus').
 */
export function cartCountLabel(n: number): string {
  const count = wholeCount(n);
  if (count > CART_COUNT_MAX) return CART_COUNT_OVERFLOW_LABEL;
  return count === 1 ? '1 item' : `${count} items`;
}
