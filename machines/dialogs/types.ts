import type { SnapshotFrom } from 'xstate';
import type { ConfirmationAnswer } from '../confirmation/logic.ts';
import type { DialogKind, DialogRequest, QueuedDialog, StackedDialog } from './logic.ts';
import type { dialogStackMachine } from './machine.ts';

export type DialogStackSnapshot = SnapshotFrom<typeof dialogStackMachine>;

/** Props of the element that holds one dialog (its backdrop and box). */
export interface DialogLayerProps {
  'data-scope': 'dialog-stack';
  'data-part': 'layer';
  'data-dialog-id': string;
  /** Its z-index from the stack; a dialog fading out keeps the one it had. */
  style: { zIndex: number } | undefined;
}

/** What the dialog stack's connect returns: its parts as props for any renderer. */
export interface DialogStackApi {
  /** Open dialogs, oldest first. */
  dialogs: readonly StackedDialog[];
  /** The newest dialog, which has focus and takes Esc and outside clicks. */
  top: StackedDialog | undefined;
  /** The confirmations, alerts and information asked for and not yet destroyed, oldest first. */
  requests: readonly QueuedDialog[];
  /** Props of the element every dialog layer is rendered into. */
  getRootProps(): { 'data-scope': 'dialog-stack'; 'data-part': 'root' };
  /** Props of the element that holds one dialog; the dialog's box carries the dialog's id. */
  getLayerProps(id: string): DialogLayerProps;
  /** Join the stack (when a dialog opens) and leave it (when it closes by itself). */
  open(id: string, kind: DialogKind): void;
  close(id: string): void;
  /** A dialog that left the stack has finished fading out: its z-index is released. */
  gone(id: string): void;
  /** Queue a confirmation, alert or information; its answer comes as the `answered` emitted event. */
  request(request: DialogRequest): void;
  /** A queued dialog's answer, and its end [WID-005]. */
  answer(key: string, answer: ConfirmationAnswer): void;
  destroyed(key: string): void;
}
