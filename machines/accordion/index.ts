export { accordionMachine } from './machine.ts';
export type { AccordionContext, AccordionEvent, AccordionInput } from './machine.ts';
export { connect as connectAccordion } from './connect.ts';
export type { AccordionApi } from './types.ts';
export { decodeAccordionBlock } from './codec.ts';
export type { AccordionBlockData, AccordionBlockDecoding } from './codec.ts';
export { ACCORDION_ANIMATION_MS } from './constants.ts';
