import { createAnatomy } from '../shared/anatomy.ts';

/** A video embed's parts: the wrapper, the overlay button, the player frame and the invalid embed's message. */
export const videoAnatomy = createAnatomy('video', ['root', 'overlay', 'player', 'error']);
