import { createAnatomy } from '../shared/anatomy.ts';

/** The system error overlay's anatomy [ERR-014]. */
export const systemErrorAnatomy = createAnatomy('system-error', ['backdrop', 'root', 'title', 'body', 'error-key', 'actions', 'reload-trigger', 'clear-trigger']);
