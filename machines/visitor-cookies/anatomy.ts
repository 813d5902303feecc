import { createAnatomy } from '../shared/anatomy.ts';

/** The visitor cookies have no widget of their own; a display of the visit shows them. */
export const visitorCookiesAnatomy = createAnatomy('visitor-cookies', ['root']);
