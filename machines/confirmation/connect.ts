import type { NormalizeProps } from '../shared/normalize.ts';
import { confirmationAnatomy as anatomy } from './anatomy.ts';
import {
  ALERT_CONFIRM_TEXT,
  CONFIRM_OR_REJECT_CONFIRM_TEXT,
  CONFIRMATION_BUTTON_TEXT,
  CONFIRMATION_PADDING,
  CONFIRMATION_WIDTH,
  INFORMATION_POSITION,
} from './constants.ts';
import { buttonsOf, type ConfirmationAnswer } from './logic.ts';
import type { ConfirmationEvent } from './machine.ts';
import type { ConfirmationApi, ConfirmationSnapshot, ConfirmationState } from './types.ts';

const EVENT_OF: Record<ConfirmationAnswer, ConfirmationEvent['type']> = { confirm: 'CONFIRM', reject: 'REJECT', cancel: 'CANCEL' };

/** Pure view model of the confirmation, alert and information widgets (WAI-ARIA alert dialog). */
export function connect(snapshot: ConfirmationSnapshot, send: (event: ConfirmationEvent) => void, normalize: NormalizeProps): ConfirmationApi {
  const { id, kind, style } = snapshot.context;
  const state = snapshot.value as ConfirmationState;
  const topRight = kind === 'information';
  const label = (answer: ConfirmationAnswer) => {
    if (answer !== 'confirm') return CONFIRMATION_BUTTON_TEXT[answer];
    if (kind === 'alert') return ALERT_CONFIRM_TEXT;
    return style === 'confirm-or-reject' ? CONFIRM_OR_REJECT_CONFIRM_TEXT : CONFIRMATION_BUTTON_TEXT.confirm;
  };
  return {
    state,
    rendered: state === 'shown' || state === 'hiding',
    buttons: buttonsOf(style),
    getRootProps: () =>
      normalize({
      id,
      // Information tells and goes; confirmations and alerts interrupt for an answer.
      role: topRight ? 'dialog' : 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': anatomy.id(id, 'title'),
      'aria-describedby': anatomy.id(id, 'message'),
      tabIndex: -1,
      ...anatomy.attrs('root'),
      'data-state': state,
      'data-kind': kind,
      'data-style': style,
      // [WID-009] Information sits top-right.
      'data-position': topRight ? INFORMATION_POSITION : 'center',
      // [WID-006] Width 350, padding 20.
      style: { '--sm-confirmation-width': `${CONFIRMATION_WIDTH}px`, '--sm-confirmation-padding': `${CONFIRMATION_PADDING}px` },
      onTransitionEnd: () => send({ type: 'TRANSITION_END' }),
      }),
    getBackdropProps: () => normalize({ 'aria-hidden': 'true', hidden: topRight, ...anatomy.attrs('backdrop'), 'data-state': state }),
    getTitleProps: () => normalize({ id: anatomy.id(id, 'title'), ...anatomy.attrs('title') }),
    getMessageProps: () => normalize({ id: anatomy.id(id, 'message'), ...anatomy.attrs('message') }),
    getActionsProps: () => normalize(anatomy.attrs('actions')),
    labelOf: label,
    getButtonProps: (answer) =>
      normalize({
        type: 'button',
        ...anatomy.attrs('button'),
        'data-answer': answer,
        onClick: () => send({ type: EVENT_OF[answer] }),
      }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type { ConfirmationApi, ConfirmationSnapshot, ConfirmationState } from './types.ts';
