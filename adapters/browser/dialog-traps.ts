import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { dialogStackAnatomy } from '../../machines/dialogs/anatomy.ts';
import type { StackedDialog } from '../../machines/dialogs/logic.ts';

/** The focus traps of the open dialogs: `sync` follows the stack, `destroy` lets every dialog go. */
export interface DialogTraps {
  sync(dialogs: readonly StackedDialog[]): void;
  destroy(): void;
}

/**
 * The dialog stack's modal mechanism, the `focus-trap` library (its own chunk, fetched on
 * demand by `bindDialogStack`): one trap per open dialog on one shared trap stack. Tab stays in
 * the top dialog; everything else is `inert` but the standard control areas [NAV-009]; a new
 * dialog takes the focus (the element it marks, else its first tabbable element, else its box);
 * a dialog below is paused and takes over again; focus returns where it was when a dialog
 * leaves. A dialog's box is the element whose id is the dialog's id.
 */
export function createDialogTraps(doc: Document): DialogTraps {
  const trapStack: FocusTrap[] = [];
  const traps = new Map<string, FocusTrap>();
  let shown: readonly StackedDialog[] = [];

  const boxOf = (dialog: StackedDialog | undefined) => (dialog ? doc.getElementById(dialog.id) : null);

  // A press on something that takes no focus (a standard control area) leaves focus on <body>,
  // which the trap does not watch: it goes back where it was in the top dialog.
  const onFocusOut = (event: FocusEvent) => {
    const from = event.target as HTMLElement;
    if (event.relatedTarget || !boxOf(shown.at(-1))?.contains(from)) return;
    queueMicrotask(() => {
      if (doc.activeElement === doc.body && from.isConnected && boxOf(shown.at(-1))?.contains(from)) from.focus({ preventScroll: true });
    });
  };
  doc.addEventListener('focusout', onFocusOut);

  const trapFor = (box: HTMLElement): FocusTrap =>
    createFocusTrap([box, ...doc.querySelectorAll<HTMLElement>(dialogStackAnatomy.markSelector('control-area'))], {
      document: doc,
      trapStack,
      // Esc and outside clicks are the machine's [NAV-007] [NAV-008]: the trap lets them through.
      escapeDeactivates: false,
      allowOutsideClick: true,
      isolateSubtrees: 'inert',
      // The element the dialog marks, once it can take focus; else its first tabbable element; else its box.
      initialFocus: () => box.querySelector<HTMLElement>(dialogStackAnatomy.markSelector('initial-focus')) ?? undefined,
      fallbackFocus: box,
      preventScroll: true,
      // Synchronous: the stack's changes arrive in order, after the renderer has committed.
      delayInitialFocus: false,
      delayReturnFocus: false,
      // Focus returns only where it can still go (a dialog below may be gone, or inert).
      setReturnFocus: (previous) => (previous.isConnected && !previous.closest('[inert]') ? previous : false),
    });

  return {
    sync(dialogs) {
      if (dialogs === shown) return;
      shown = dialogs;
      // Leaving first, newest first: each returns focus where it was before it opened.
      for (const [id, trap] of [...traps].reverse()) {
        if (dialogs.some((dialog) => dialog.id === id)) continue;
        traps.delete(id);
        trap.deactivate();
      }
      for (const dialog of dialogs) {
        const box = boxOf(dialog);
        if (!traps.has(dialog.id) && box) traps.set(dialog.id, trapFor(box).activate());
      }
    },
    destroy() {
      doc.removeEventListener('focusout', onFocusOut);
      for (const trap of [...traps.values()].reverse()) trap.deactivate({ returnFocus: false });
      traps.clear();
    },
  };
}
