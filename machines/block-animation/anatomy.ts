import { createAnatomy } from '../shared/anatomy.ts';

/** A block animation has one part: the block's wrapper, hidden until it enters. */
export const blockAnimationAnatomy = createAnatomy('block-animation', ['root']);
