import { assign, setup } from 'xstate';
import type { PopupOverlaySettings, PopupOverlayStored } from '../../machines/popup-overlay/codec.ts';

/**
 * The popup overlay as a visitor meets it (BLK-052..061), stated apart from the real
 * machine: whether it shows at load is the configuration's `expected` (the property test
 * checks the rule itself); then close or sign up, each remembered in local storage. The sign-up
 * is a real form submission: the visitor submits (the form is locked while it is sent), then the
 * server saves it or refuses it. Only a saved sign-up counts [BLK-060]; a refused one leaves the
 * popup open with the form's message and the typed email. A sign-up saved after the visitor
 * closed the popup is remembered all the same.
 */
export interface PopupOverlayModelConfig {
  name: string;
  settings: PopupOverlaySettings;
  stored: PopupOverlayStored;
  /** Page load time (ms). */
  now: number;
  pageType: number;
  mobile: boolean;
  screenshot: boolean;
  /** Whether the rules of 002 §2 and §9 show the popup at load in this configuration. */
  shownAtLoad: boolean;
}

export type PopupOverlayModelEvent =
  | { type: 'CLOSE'; via: 'button' | 'Escape' }
  /** Type an email address into the sign-up form and submit it. */
  | { type: 'SUBMIT' }
  /** The server saves the submission. */
  | { type: 'SAVE_OK' }
  /** The server refuses it: a 500 answer. */
  | { type: 'SAVE_FAILED' };

/** [FORM-053] What the form says when the save is answered with a 500. */
export const SAVE_FAILED_MESSAGE = 'Unable to send form. Please try again later.';

/** What every renderer shows, and what it leaves in local storage. */
export interface PopupOverlayView {
  state: 'hidden' | 'shown' | 'submitted' | 'closed';
  stored: { closedAt: string | null; version: string | null; submitted: string | null };
  /** The sign-up form is being sent: locked, its button reading 'Submitting…'. */
  submitting: boolean;
  /** The form's message after a refused save; null otherwise. */
  formMessage: string | null;
  /** The email field holds the address the visitor typed (none typed yet: empty). */
  emailTyped: boolean;
  /** The sign-up was saved: the form shows its thank-you in place of its fields. */
  saved: boolean;
}

interface SpecContext {
  config: PopupOverlayModelConfig;
  stored: PopupOverlayView['stored'];
  submitting: boolean;
  formMessage: string | null;
  emailTyped: boolean;
  saved: boolean;
}

export function initialStored({ stored }: PopupOverlayModelConfig): PopupOverlayView['stored'] {
  return {
    closedAt: stored.closedAt === undefined ? null : String(stored.closedAt),
    version: stored.version === undefined ? null : String(stored.version),
    submitted: stored.submitted ? 'true' : null,
  };
}

export function createPopupOverlaySpec(config: PopupOverlayModelConfig) {
  type Assign = ReturnType<typeof assign<SpecContext, PopupOverlayModelEvent, undefined, PopupOverlayModelEvent, never>>;
  const closedNow: Assign = assign({
    stored: ({ context }) => ({ ...context.stored, closedAt: String(config.now), version: String(config.settings.version) }),
  });
  const sending: Assign = assign({ submitting: true, formMessage: null, emailTyped: true });
  const savedWhileOpen: Assign = assign({
    submitting: false,
    saved: true,
    stored: () => ({ closedAt: String(config.now), version: String(config.settings.version), submitted: 'true' }),
  });
  // Closed before the save came back: the close is stored already; the sign-up is added.
  const savedWhileClosed: Assign = assign({ submitting: false, saved: true, stored: ({ context }) => ({ ...context.stored, submitted: 'true' }) });
  const refused: Assign = assign({ submitting: false, formMessage: SAVE_FAILED_MESSAGE });
  const isSubmitting = ({ context }: { context: SpecContext }) => context.submitting;
  const visible = {
    shown: {
      on: {
        CLOSE: { target: 'closed', actions: closedNow },
        // [FORM-016] A submit while the form is being sent is ignored (not offered).
        SUBMIT: { guard: ({ context }: { context: SpecContext }) => !context.submitting, actions: sending },
        SAVE_OK: { guard: isSubmitting, target: 'submitted', actions: savedWhileOpen },
        SAVE_FAILED: { guard: isSubmitting, actions: refused },
      },
    },
    // After a sign-up the popup thanks the visitor; closing it stores nothing more.
    submitted: { on: { CLOSE: { target: 'closed' } } },
    closed: {
      on: {
        SAVE_OK: { guard: isSubmitting, actions: savedWhileClosed },
        SAVE_FAILED: { guard: isSubmitting, actions: refused },
      },
    },
  };
  // Each configuration has only the states a visitor can meet in it (the planner wants all).
  const states = (config.shownAtLoad ? visible : { hidden: {} }) as typeof visible;
  return setup({ types: { context: {} as SpecContext, events: {} as PopupOverlayModelEvent } }).createMachine({
    id: 'popupOverlaySpec',
    context: { config, stored: initialStored(config), submitting: false, formMessage: null, emailTyped: false, saved: false },
    initial: config.shownAtLoad ? 'shown' : 'hidden',
    states,
  });
}

export type PopupOverlaySpec = ReturnType<typeof createPopupOverlaySpec>;
