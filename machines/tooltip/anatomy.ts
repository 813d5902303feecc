import { createAnatomy } from '../shared/anatomy.ts';

/** The parts of a tooltip (WAI-ARIA tooltip pattern): the element it describes and the tip itself. */
export const tooltipAnatomy = createAnatomy('tooltip', ['trigger', 'content']);
