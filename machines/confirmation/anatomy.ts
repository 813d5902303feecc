import { createAnatomy } from '../shared/anatomy.ts';

/** The confirmation, alert and information widgets' anatomy [WID-003..009]. */
export const confirmationAnatomy = createAnatomy('confirmation', ['backdrop', 'root', 'title', 'message', 'actions', 'button']);
