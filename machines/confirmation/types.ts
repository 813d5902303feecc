import type { SnapshotFrom } from 'xstate';
import type { ConfirmationAnswer } from './logic.ts';
import type { confirmationMachine } from './machine.ts';

export type ConfirmationSnapshot = SnapshotFrom<typeof confirmationMachine>;
export type ConfirmationState = 'hidden' | 'shown' | 'hiding' | 'destroyed';

type Part<P extends string> = { 'data-scope': 'confirmation'; 'data-part': P };

/** What the confirmation or information dialog's connect returns: its parts as props for any renderer. */
export interface ConfirmationApi {
  state: ConfirmationState;
  /** In the document: shown, or fading out. */
  rendered: boolean;
  /** The answers offered as buttons, in order [WID-003]. */
  buttons: readonly ConfirmationAnswer[];
  getRootProps(): Part<'root'> & {
    id: string;
    role: 'alertdialog' | 'dialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
    'data-state': ConfirmationState;
    'data-kind': string;
    'data-style': string;
    'data-position': 'center' | 'top-right';
    style: Record<string, string>;
    onTransitionEnd(): void;
  };
  /** The dimmed page behind a modal confirmation; information has none. */
  getBackdropProps(): Part<'backdrop'> & { 'aria-hidden': 'true'; hidden: boolean; 'data-state': ConfirmationState };
  getTitleProps(): Part<'title'> & { id: string };
  getMessageProps(): Part<'message'> & { id: string };
  getActionsProps(): Part<'actions'>;
  /** The default text of an answer's button; a caller may pass its own. */
  labelOf(answer: ConfirmationAnswer): string;
  getButtonProps(answer: ConfirmationAnswer): Part<'button'> & { type: 'button'; 'data-answer': ConfirmationAnswer; onClick(): void };
  /** Esc or a click outside, from the dialog stack: the same as cancelling. */
  dismiss(): void;
}
