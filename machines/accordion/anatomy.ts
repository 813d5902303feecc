import { createAnatomy } from '../shared/anatomy.ts';

/** The accordion's parts (WAI-ARIA accordion pattern); item parts are keyed by the item id. */
export const accordionAnatomy = createAnatomy('accordion', ['root', 'item', 'heading', 'trigger', 'panel', 'panel-content']);
