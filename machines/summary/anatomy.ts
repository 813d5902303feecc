import { createAnatomy } from '../shared/anatomy.ts';

export const summaryAnatomy = createAnatomy('summary', ['root', 'content', 'message']);
