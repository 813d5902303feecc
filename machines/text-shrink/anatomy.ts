import { createAnatomy } from '../shared/anatomy.ts';

/** Text shrink: a container whose inline size the text is fitted to, and the text. */
export const textShrinkAnatomy = createAnatomy('text-shrink', ['container', 'text']);
