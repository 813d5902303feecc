import type { SnapshotFrom } from 'xstate';
import {
  ALERT_CONFIRM_TEXT,
  CONFIRM_OR_REJECT_CONFIRM_TEXT,
  CONFIRMATION_BUTTON_TEXT,
  CONFIRMATION_PADDING,
  CONFIRMATION_WIDTH,
  INFORMATION_POSITION,
} from './constants.ts';
import { buttonsOf, type ConfirmationAnswer } from './logic.ts';
import type { ConfirmationEvent, confirmationMachine } from './machine.ts';

export type ConfirmationSnapshot = SnapshotFrom<typeof confirmationMachine>;
export type ConfirmationState = 'hidden' | 'shown' | 'hiding' | 'destroyed';

const EVENT_OF: Record<ConfirmationAnswer, ConfirmationEvent['type']> = { confirm: 'CONFIRM', reject: 'REJECT', cancel: 'CANCEL' };

export interface ConfirmationApi {
  state: ConfirmationState;
  /** In the document: shown, or fading out. */
  rendered: boolean;
  /** The answers offered as buttons, in order [WID-003]. */
  buttons: readonly ConfirmationAnswer[];
  getRootProps(): {
    id: string;
    role: 'alertdialog' | 'dialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
    'data-scope': 'confirmation';
    'data-part': 'root';
    'data-state': ConfirmationState;
    'data-kind': string;
    'data-style': string;
    'data-position': 'center' | 'top-right';
    style: Record<string, string>;
    onTransitionEnd(): void;
  };
  /** The dimmed page behind a modal confirmation; information has none. */
  getBackdropProps(): { 'aria-hidden': 'true'; hidden: boolean; 'data-scope': 'confirmation'; 'data-part': 'backdrop'; 'data-state': ConfirmationState };
  getTitleProps(): { id: string; 'data-scope': 'confirmation'; 'data-part': 'title' };
  getMessageProps(): { id: string; 'data-scope': 'confirmation'; 'data-part': 'message' };
  /** The default text of an answer's button; a caller may pass its own. */
  labelOf(answer: ConfirmationAnswer): string;
  getButtonProps(answer: ConfirmationAnswer): {
    type: 'button';
    'data-scope': 'confirmation';
    'data-part': 'button';
    'data-answer': ConfirmationAnswer;
    onClick(): void;
  };
}

/** Pure view model of the confirmation, alert and information widgets (WAI-ARIA alert dialog). */
export function connect(snapshot: ConfirmationSnapshot, send: (event: ConfirmationEvent) => void): ConfirmationApi {
  const { id, kind, style } = snapshot.context;
  const state = snapshot.value as ConfirmationState;
  const topRight = kind === 'information';
  const scope = 'confirmation' as const;
  const label = (answer: ConfirmationAnswer) => {
    if (answer !== 'confirm') return CONFIRMATION_BUTTON_TEXT[answer];
    if (kind === 'alert') return ALERT_CONFIRM_TEXT;
    return style === 'confirm-or-reject' ? CONFIRM_OR_REJECT_CONFIRM_TEXT : CONFIRMATION_BUTTON_TEXT.confirm;
  };
  return {
    state,
    rendered: state === 'shown' || state === 'hiding',
    buttons: buttonsOf(style),
    getRootProps: () => ({
      id,
      // Information tells and goes; confirmations and alerts interrupt for an answer.
      role: topRight ? 'dialog' : 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': `${id}-title`,
      'aria-describedby': `${id}-message`,
      tabIndex: -1,
      'data-scope': scope,
      'data-part': 'root',
      'data-state': state,
      'data-kind': kind,
      'data-style': style,
      // [WID-009] Information sits top-right.
      'data-position': topRight ? INFORMATION_POSITION : 'center',
      // [WID-006] Width 350, padding 20.
      style: { '--sm-confirmation-width': `${CONFIRMATION_WIDTH}px`, '--sm-confirmation-padding': `${CONFIRMATION_PADDING}px` },
      onTransitionEnd: () => send({ type: 'TRANSITION_END' }),
    }),
    getBackdropProps: () => ({ 'aria-hidden': 'true', hidden: topRight, 'data-scope': scope, 'data-part': 'backdrop', 'data-state': state }),
    getTitleProps: () => ({ id: `${id}-title`, 'data-scope': scope, 'data-part': 'title' }),
    getMessageProps: () => ({ id: `${id}-message`, 'data-scope': scope, 'data-part': 'message' }),
    labelOf: label,
    getButtonProps: (answer) => ({
      type: 'button',
      'data-scope': scope,
      'data-part': 'button',
      'data-answer': answer,
      onClick: () => send({ type: EVENT_OF[answer] }),
    }),
  };
}
