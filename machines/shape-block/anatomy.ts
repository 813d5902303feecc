import { createAnatomy } from '../shared/anatomy.ts';

/** The shape block's parts: the figure, its SVG (a drawn shape or the clip path's defs), the clip path, the shape's path, the masked picture, its caption. */
export const shapeBlockAnatomy = createAnatomy('shape-block', ['root', 'svg', 'clip-path', 'path', 'media', 'caption']);
