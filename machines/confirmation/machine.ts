import { assign, emit, setup } from 'xstate';
import { CONFIRMATION_HIDE_FALLBACK_MS, INFORMATION_AUTO_HIDE_MS } from './constants.ts';
import { buttonsOf, styleOf, type ConfirmationAnswer, type ConfirmationKind, type ConfirmationStyle } from './logic.ts';

/** What the confirmation or information dialog machine starts from: `createActor(confirmationMachine, { input })`. */
export interface ConfirmationInput {
  /** confirmation (default), alert or information. */
  kind?: ConfirmationKind;
  /** [WID-003] For a confirmation: its buttons; 'confirm-or-cancel' by default. */
  style?: ConfirmationStyle;
  /** [WID-005] Destroyed once hidden (default), or kept to be shown again. */
  destroyOnHide?: boolean;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}

/** What the confirmation or information dialog machine remembers (`snapshot.context`). */
export interface ConfirmationContext {
  id: string;
  kind: ConfirmationKind;
  style: ConfirmationStyle;
  destroyOnHide: boolean;
  /** How it was answered; null until then, and when hidden without an answer. */
  answer: ConfirmationAnswer | null;
}

/** The events the confirmation or information dialog machine accepts. */
export type ConfirmationEvent =
  | { type: 'SHOW' }
  | { type: 'CONFIRM' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  /** Esc or a click outside, from the dialog stack: the same as cancelling. */
  | { type: 'DISMISS' }
  /** Hide without an answer (the page no longer needs it). */
  | { type: 'HIDE' }
  /** The hide transition ended. */
  | { type: 'TRANSITION_END' };

export type ConfirmationEmitted = { type: 'answered'; answer: ConfirmationAnswer };

const ANSWERS: Partial<Record<ConfirmationEvent['type'], ConfirmationAnswer>> = {
  CONFIRM: 'confirm',
  REJECT: 'reject',
  CANCEL: 'cancel',
  DISMISS: 'cancel',
};

/**
 * [WID-004] The confirmation widget, which the alert and information widgets are too:
 * hidden, shown, then confirmed, rejected or cancelled, then hiding and hidden (or
 * destroyed, the default [WID-005]).
 */
export const confirmationMachine = setup({
  types: {
    input: {} as ConfirmationInput,
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    emitted: {} as ConfirmationEmitted,
  },
  guards: {
    // [WID-003] Only the style's buttons answer; Esc and outside clicks always cancel.
    offersAnswer: ({ context, event }) => event.type === 'DISMISS' || buttonsOf(context.style).includes(ANSWERS[event.type] ?? 'confirm'),
    autoConfirms: ({ context }) => context.kind === 'information',
    destroysOnHide: ({ context }) => context.destroyOnHide,
  },
  actions: {
    answer: assign({ answer: ({ event }) => ANSWERS[event.type] ?? 'confirm' }),
    announce: emit(({ event }) => ({ type: 'answered' as const, answer: ANSWERS[event.type] ?? ('confirm' as const) })),
    clearAnswer: assign({ answer: null }),
  },
  delays: {
    autoHide: INFORMATION_AUTO_HIDE_MS,
    hideFallback: CONFIRMATION_HIDE_FALLBACK_MS,
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => {
    const kind = input.kind ?? 'confirmation';
    return { id: input.id ?? 'confirmation', kind, style: styleOf(kind, input.style), destroyOnHide: input.destroyOnHide ?? true, answer: null };
  },
  initial: 'hidden',
  states: {
    hidden: {
      on: { SHOW: { target: 'shown', actions: 'clearAnswer' } },
    },
    shown: {
      // [WID-008] Information confirms itself and hides after 2000 ms.
      after: { autoHide: { guard: 'autoConfirms', target: 'hiding', actions: ['answer', 'announce'] } },
      on: {
        CONFIRM: { guard: 'offersAnswer', target: 'hiding', actions: ['answer', 'announce'] },
        REJECT: { guard: 'offersAnswer', target: 'hiding', actions: ['answer', 'announce'] },
        CANCEL: { guard: 'offersAnswer', target: 'hiding', actions: ['answer', 'announce'] },
        DISMISS: { guard: 'offersAnswer', target: 'hiding', actions: ['answer', 'announce'] },
        HIDE: 'hiding',
      },
    },
    // [WID-007] Hidden when the transition ends, or after 600 ms if it never reports.
    hiding: {
      after: { hideFallback: [{ guard: 'destroysOnHide', target: 'destroyed' }, { target: 'hidden' }] },
      on: {
        TRANSITION_END: [{ guard: 'destroysOnHide', target: 'destroyed' }, { target: 'hidden' }],
      },
    },
    // [WID-005] Destroyed on hide by default: the renderer removes it for good.
    destroyed: { type: 'final' },
  },
});
