import { createAnatomy } from '../shared/anatomy.ts';

/** The popup overlay's anatomy (002 §9): a modal dialog around a newsletter sign-up. */
export const popupOverlayAnatomy = createAnatomy('popup-overlay', ['backdrop', 'dialog', 'title', 'description', 'close-trigger', 'form']);
