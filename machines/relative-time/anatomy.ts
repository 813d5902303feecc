import { createAnatomy } from '../shared/anatomy.ts';

/** A relative time is one `<time>` element. */
export const relativeTimeAnatomy = createAnatomy('relative-time', ['root']);
