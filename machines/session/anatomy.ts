import { createAnatomy } from '../shared/anatomy.ts';

/** The session's one control: the logout button. */
export const sessionAnatomy = createAnatomy('session', ['logout-trigger']);
