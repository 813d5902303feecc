import { createAnatomy } from '../shared/anatomy.ts';

/** The highlight's parts: the root around the text, the text, the SVG over it and its strokes. */
export const highlightAnatomy = createAnatomy('highlight', ['root', 'text', 'svg', 'stroke']);
