
export { textShrinkMachine } from './machine.ts';
export type { TextShrinkContext, TextShrinkEvent, TextShrinkInput } from './machine.ts';
export { connect as connectTextShrink } from './connect.ts';
export type { TextShrinkApi } from './types.ts';
