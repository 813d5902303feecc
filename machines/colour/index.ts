export { colourOf, isValidColour, parseColour, toHex } from './logic.ts';
export type { Colour, ColourModel } from './logic.ts';
export { COLOUR_RANGES, HEX_NEEDS_OPAQUE_MESSAGE, INVALID_COLOUR_MODEL_MESSAGE } from './constants.ts';
