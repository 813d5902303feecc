import { createAnatomy } from '../shared/anatomy.ts';

/** The parts of a tabs widget (WAI-ARIA tabs pattern): the list of tabs and one panel per tab. */
export const tabsAnatomy = createAnatomy('tabs', ['root', 'list', 'trigger', 'panel']);
