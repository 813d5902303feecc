import { createAnatomy } from '../shared/anatomy.ts';

/**
 * The dialog stack's anatomy: the root every dialog is rendered into (the end of `<body>`), and
 * the layer that holds one dialog (its backdrop and box) at its z-index. A layer's id is
 * `dialogStackAnatomy.id(dialogId, 'layer')`; the dialog's box carries the dialog's own id.
 * Its marks are read on elements that are not its parts: `data-control-area="<name>"` on a
 * standard control area a click may land in without closing the top dialog [NAV-009] (a
 * tooltip, a notice of the page), `data-initial-focus` on the element a dialog focuses first
 * when that is not its first tabbable element (the lightbox's Close control, LBX-006).
 */
export const dialogStackAnatomy = createAnatomy('dialog-stack', ['root', 'layer'], ['control-area', 'initial-focus']);
