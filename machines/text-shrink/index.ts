export { textShrinkAnatomy } from './anatomy.ts';
export { textShrinkMachine } from './machine.ts';
export type { TextShrinkContext, TextShrinkEvent, TextShrinkInput } from './machine.ts';
export { connect as connectTextShrink } from './connect.ts';
export type { TextShrinkApi, TextShrinkPhase, TextShrinkSnapshot } from './types.ts';
export { fitStep, guessFontSizeCss, longestWordLength } from './logic.ts';
export { TEXT_SHRINK_MIN_FONT_SIZE, TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from './constants.ts';
