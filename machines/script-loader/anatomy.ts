import { createAnatomy } from '../shared/anatomy.ts';

/** A script load has no UI of its own; its one part is a status element a debug view may show. */
export const scriptLoaderAnatomy = createAnatomy('script-loader', ['status']);
