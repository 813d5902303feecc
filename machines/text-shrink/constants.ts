/** [CONST-006] Text shrink never goes below a font size of 11 px. */
export const TEXT_SHRINK_MIN_FONT_SIZE = 11;

/** [CONST-007] Resizes are handled once they have been quiet for 100 ms. */
export const TEXT_SHRINK_RESIZE_DEBOUNCE_MS = 100;

/**
 * The average advance of a glyph, in em, that the server's first guess assumes (ours: a bold
 * sans-serif's is about 0.6 em; a little more errs on the small side, so the browser's exact
 * fit rarely needs to move anything).
 */
export const GUESS_EM_PER_CHAR = 0.7;
