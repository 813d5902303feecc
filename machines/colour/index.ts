export { parseColour } from './logic.ts';
export type { Colour } from './logic.ts';
