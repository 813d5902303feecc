import { createAnatomy } from '../shared/anatomy.ts';

/**
 * One image's parts: the box that holds its ratio (its id is the image's id), the picture, the
 * failure message with its retry trigger [ERR-025], and the `<noscript>` copy for visitors
 * without JavaScript.
 */
export const imageAnatomy = createAnatomy('image', ['box', 'picture', 'error', 'retry', 'noscript-picture']);
