import { createAnatomy } from '../shared/anatomy.ts';

/** The lightbox's anatomy (WAI-ARIA modal dialog holding a slide show). */
export const lightboxAnatomy = createAnatomy('lightbox', [
  'root',
  'backdrop',
  'title',
  'viewport',
  'slide',
  'image',
  'counter',
  'autoplay-status',
  'controls',
  'autoplay-trigger',
  'previous-trigger',
  'next-trigger',
  'close-trigger',
]);
