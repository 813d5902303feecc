
export { highlightMachine } from './machine.ts';
export type { HighlightContext, HighlightEvent, HighlightInput } from './machine.ts';
export { connect as connectHighlight } from './connect.ts';
export type { HighlightApi } from './types.ts';
export { decodeHighlightBlock, decodeHighlightSettings } from './codec.ts';
export type { HighlightBlockData, HighlightSettings } from './codec.ts';
