import { createAnatomy } from '../shared/anatomy.ts';

/** The parts of a member-access pricing toggle: the two-button group, each plan's prices and join buttons. */
export const pricingToggleAnatomy = createAnatomy('pricing-toggle', ['root', 'group', 'option', 'plan', 'price', 'join']);
