export { accordionMachine } from './machine.ts';
export type { AccordionContext, AccordionEmitted, AccordionEvent, AccordionInput } from './machine.ts';
export { connect as connectAccordion, accordionPartId } from './connect.ts';
export type { AccordionApi, AccordionSnapshot, KeyboardEventLike } from './connect.ts';
export { decodeAccordionBlock } from './codec.ts';
export type { AccordionBlockData, AccordionBlockDecoding, AccordionItemData } from './codec.ts';
export { focusTarget, initiallyOpen, toggleItem, FOCUS_KEYS } from './logic.ts';
export type { FocusMove } from './logic.ts';
export { ACCORDION_ANIMATION_MS, ACCORDION_BLOCK_DATA_ERROR } from './constants.ts';
