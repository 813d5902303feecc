/** Spec literals of the store (000 §3, §4, §5, §9; 001 §3, §8; 002 §2, §3, §9), each with its requirement ID. */

/** [STORE-050] The site's selected store currency when the site names none (also CONST-005). */
export const DEFAULT_CURRENCY = 'USD';

/** [STORE-021] Money's thousands separator, whatever the visitor's locale. */
export const MONEY_GROUP_SEPARATOR = ',';

/** [STORE-021] Money's decimal separator, whatever the visitor's locale. */
export const MONEY_DECIMAL_SEPARATOR = '.';

/** [STORE-022] Money is formatted with at most 15 integer places. */
export const MONEY_MAX_INTEGER_PLACES = 15;

/** [STORE-046] The cart count shows its number up to this; above it, CART_COUNT_OVERFLOW_TEXT. */
export const CART_COUNT_MAX = 100;

/** [STORE-046] The cart count above 100. */
export const CART_COUNT_OVERFLOW_TEXT = '100+';

/** [STORE-047] The spoken label of a cart count above 100 (our wording of 'more than 100 items'). */
export const CART_COUNT_OVERFLOW_LABEL = 'More than 100 items';
