import { createAnatomy } from '../shared/anatomy.ts';

export const reservationAnatomy = createAnatomy('reservation', ['root', 'widget', 'preview', 'preview-title', 'message']);
