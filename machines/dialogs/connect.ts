import type { SnapshotFrom } from 'xstate';
import type { StackedDialog } from './logic.ts';
import type { DialogStackEvent, dialogStackMachine } from './machine.ts';

export type DialogStackSnapshot = SnapshotFrom<typeof dialogStackMachine>;

export interface DialogStackApi {
  /** Open dialogs, oldest first. */
  dialogs: readonly StackedDialog[];
  /** The newest dialog, which has focus and takes Esc and outside clicks. */
  top: StackedDialog | undefined;
  /**
   * Props for the element that holds one dialog (its backdrop and box): its z-index from the
   * stack, and the id the browser adapter finds it by for focus and inertness.
   */
  getLayerProps(id: string): {
    'data-scope': 'dialog-stack';
    'data-part': 'layer';
    'data-dialog-id': string;
    style: { zIndex: number } | undefined;
  };
  /** Join the stack (when a dialog opens) and leave it (when it closes by itself). */
  open(id: string, kind: StackedDialog['kind']): void;
  close(id: string): void;
}

/** Pure view model of the dialog stack for any renderer. */
export function connect(snapshot: DialogStackSnapshot, send: (event: DialogStackEvent) => void): DialogStackApi {
  const { dialogs } = snapshot.context;
  const top = dialogs.at(-1);
  return {
    dialogs,
    top,
    getLayerProps: (id) => {
      const zIndex = dialogs.find((dialog) => dialog.id === id)?.zIndex;
      return {
        'data-scope': 'dialog-stack',
        'data-part': 'layer',
        'data-dialog-id': id,
        // A closing dialog has left the stack; it keeps its last z-index through its fade.
        style: zIndex === undefined ? undefined : { zIndex },
      };
    },
    open: (id, kind) => send({ type: 'OPEN', id, kind }),
    close: (id) => send({ type: 'CLOSE', id }),
  };
}
