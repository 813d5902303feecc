import { createAnatomy } from '../shared/anatomy.ts';

/** The product card's parts, declared once. */
export const productCardAnatomy = /* @__PURE__ */ createAnatomy('product-card', [
  'root',
  'link',
  'image',
  'title',
  'badges',
  'badge',
  'price',
  'price-label',
  'current-price',
  'regular-price',
  'subscription',
  'details',
]);
