import type { SnapshotFrom } from 'xstate';
import type { PopupStyle } from './codec.ts';
import { CLOSE_LABEL } from './constants.ts';
import type { PopupOverlayEvent, popupOverlayMachine } from './machine.ts';

export type PopupOverlaySnapshot = SnapshotFrom<typeof popupOverlayMachine>;

/** The parts of a DOM or React event the handlers use. */
export interface PreventableEvent {
  preventDefault(): void;
}

export type PopupOverlayState = 'hidden' | 'shown' | 'closed' | 'submitted';

export interface PopupOverlayApi {
  state: PopupOverlayState;
  /** The modal dialog is on screen (shown, or thanking after a submit). */
  open: boolean;
  submitted: boolean;
  /** Spread on a `<dialog>` the renderer opens modally while `open`. */
  getDialogProps(): {
    id: string;
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    'data-scope': 'popup-overlay';
    'data-part': 'dialog';
    'data-state': PopupOverlayState;
    'data-style': PopupStyle;
    /** Esc: the machine decides, the browser does not close the dialog itself. */
    onCancel(event: PreventableEvent): void;
  };
  getTitleProps(): { id: string; 'data-scope': 'popup-overlay'; 'data-part': 'title' };
  getDescriptionProps(): { id: string; 'data-scope': 'popup-overlay'; 'data-part': 'description' };
  getCloseTriggerProps(): {
    type: 'button';
    'aria-label': string;
    'data-scope': 'popup-overlay';
    'data-part': 'close';
    onClick(): void;
  };
  /** The element around the sign-up form (a newsletter form on `formMachine`). */
  getFormProps(): { 'data-scope': 'popup-overlay'; 'data-part': 'form'; 'data-state': PopupOverlayState };
  /**
   * [BLK-060] The sign-up form's submission was saved (its `formMachine` reached success): the
   * popup records the sign-up. Not for the form's submit event: a submission that fails is no
   * sign-up, and the popup stays open with the form's messages.
   */
  onSignUpSaved(): void;
}

/**
 * Pure view model of the popup overlay (WAI-ARIA modal dialog) for any renderer. `now` gives
 * the time of a close or submit; renderers pass the clock, tests a fixed value.
 */
export function connect(
  snapshot: PopupOverlaySnapshot,
  send: (event: PopupOverlayEvent) => void,
  now?: () => number,
): PopupOverlayApi {
  const { id, settings } = snapshot.context;
  const state = snapshot.value as PopupOverlayState;
  const at = () => (now ? { now: now() } : {});
  const close = () => send({ type: 'CLOSE', ...at() });

  return {
    state,
    open: state === 'shown' || state === 'submitted',
    submitted: state === 'submitted',
    getDialogProps: () => ({
      id,
      'aria-modal': 'true',
      'aria-labelledby': `${id}-title`,
      'aria-describedby': `${id}-description`,
      'data-scope': 'popup-overlay',
      'data-part': 'dialog',
      'data-state': state,
      'data-style': settings.style,
      onCancel: (event) => {
        event.preventDefault();
        close();
      },
    }),
    getTitleProps: () => ({ id: `${id}-title`, 'data-scope': 'popup-overlay', 'data-part': 'title' }),
    getDescriptionProps: () => ({ id: `${id}-description`, 'data-scope': 'popup-overlay', 'data-part': 'description' }),
    getCloseTriggerProps: () => ({
      type: 'button',
      'aria-label': CLOSE_LABEL,
      'data-scope': 'popup-overlay',
      'data-part': 'close',
      onClick: close,
    }),
    getFormProps: () => ({ 'data-scope': 'popup-overlay', 'data-part': 'form', 'data-state': state }),
    onSignUpSaved: () => send({ type: 'SUBMIT', ...at() }),
  };
}
