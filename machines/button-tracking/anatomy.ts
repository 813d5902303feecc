import { createAnatomy } from '../shared/anatomy.ts';

/** The button block: its root and the link the visitor clicks. */
export const buttonBlockAnatomy = /* @__PURE__ */ createAnatomy('button-block', ['root', 'link']);
