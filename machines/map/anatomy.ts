import { createAnatomy } from '../shared/anatomy.ts';

export const mapAnatomy = createAnatomy('map', ['root', 'canvas', 'placeholder', 'address', 'title', 'link', 'message']);
