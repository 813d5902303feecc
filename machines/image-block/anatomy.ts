import { createAnatomy } from '../shared/anatomy.ts';

/** The image block's parts: the block (the container its layout is measured by), its layout, its picture, its text (title, body, button) and a video's placeholder and frame. */
export const imageBlockAnatomy = createAnatomy('image-block', ['root', 'layout', 'media', 'content', 'title', 'body', 'button', 'video', 'frame']);
