import { createAnatomy } from '../shared/anatomy.ts';

/** The cookie banner's parts: the labelled region, its notice, its buttons' row and the two buttons. */
export const cookieBannerAnatomy = createAnatomy('cookie-banner', ['root', 'text', 'actions', 'accept', 'decline']);
