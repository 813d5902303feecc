import { createAnatomy } from '../shared/anatomy.ts';

/**
 * The cart's parts: the template cart element (element, link, count, subtotal) [STORE-044], the
 * full-page cart (page and its entries) [STORE-045], and the add button of a product card.
 */
export const cartAnatomy = createAnatomy('cart', [
  'element',
  'link',
  'count',
  'subtotal',
  'page',
  'error',
  'dismiss-trigger',
  'retry-trigger',
  'empty',
  'entries',
  'entry',
  'entry-name',
  'unit-price',
  'quantity-form',
  'quantity-input',
  'update-trigger',
  'remove-trigger',
  'line-total',
  'summary',
  'checkout-trigger',
  'add-trigger',
]);

export type CartPart = (typeof cartAnatomy.parts)[number];
