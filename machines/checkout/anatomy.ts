import { createAnatomy } from '../shared/anatomy.ts';

/** A checkout button is one trigger. */
export const checkoutAnatomy = createAnatomy('checkout', ['trigger']);
