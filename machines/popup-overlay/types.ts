import type { SnapshotFrom } from 'xstate';
import type { PopupStyle } from './codec.ts';
import type { popupOverlayMachine } from './machine.ts';

export type PopupOverlaySnapshot = SnapshotFrom<typeof popupOverlayMachine>;

/** The parts of a DOM or React event the handlers use. */
export interface PreventableEvent {
  preventDefault(): void;
}

export type PopupOverlayState = 'hidden' | 'shown' | 'closed' | 'submitted';

type Part<P extends string> = { 'data-scope': 'popup-overlay'; 'data-part': P };

/** What the popup overlay's connect returns: its parts as props for any renderer. */
export interface PopupOverlayApi {
  state: PopupOverlayState;
  /** The modal dialog is on screen (shown, or thanking after a submit). */
  open: boolean;
  submitted: boolean;
  /** The dimmed page behind the popup. */
  getBackdropProps(): Part<'backdrop'> & { 'aria-hidden': 'true'; hidden: boolean };
  /** The modal dialog; it joins the page's dialog stack while `open`. */
  getDialogProps(): Part<'dialog'> & {
    id: string;
    role: 'dialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
    /** Closed, it stays in the document (its sign-up may still be saving [BLK-060]), hidden. */
    hidden: boolean;
    'data-state': PopupOverlayState;
    'data-style': PopupStyle;
    /** Esc on a native `<dialog>`: the machine decides, the browser does not close it itself. */
    onCancel(event: PreventableEvent): void;
  };
  getTitleProps(): Part<'title'> & { id: string };
  getDescriptionProps(): Part<'description'> & { id: string };
  getCloseTriggerProps(): Part<'close-trigger'> & { type: 'button'; 'aria-label': string; onClick(): void };
  /** The element around the sign-up form (a newsletter form on `formMachine`). */
  getFormProps(): Part<'form'> & { 'data-state': PopupOverlayState };
  /**
   * [BLK-060] The sign-up form's submission was saved (its `formMachine` reached success): the
   * popup records the sign-up. Not for the form's submit event: a submission that fails is no
   * sign-up, and the popup stays open with the form's messages.
   */
  onSignUpSaved(): void;
  /** Esc or a click outside, from the dialog stack: the same as Close. */
  dismiss(): void;
}
