import { createAnatomy } from '../shared/anatomy.ts';

/**
 * The dialog stack's anatomy: the root every dialog is rendered into (the end of `<body>`), and
 * the layer that holds one dialog (its backdrop and box) at its z-index. A layer's id is
 * `dialogStackAnatomy.id(dialogId, 'layer')`; the dialog's box carries the dialog's own id.
 */
export const dialogStackAnatomy = createAnatomy('dialog-stack', ['root', 'layer']);
