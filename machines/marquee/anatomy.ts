import { createAnatomy } from '../shared/anatomy.ts';

/**
 * The marquee's parts: the region, its readable label, the wave's SVG with its path, the
 * hidden measuring copy, the moving text and its text path, and the pause control.
 */
export const marqueeAnatomy = createAnatomy('marquee', ['root', 'label', 'svg', 'path', 'measure', 'text', 'text-path', 'pause-trigger']);
