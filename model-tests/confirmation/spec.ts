import { assign, setup } from 'xstate';
import type { ConfirmationAnswer, ConfirmationKind, ConfirmationStyle } from '../../machines/confirmation/logic.ts';

/**
 * The confirmation, alert and information widgets as a visitor meets them (WID-003..008),
 * apart from the real machine. Time is explicit: AUTO_HIDE lets 2000 ms pass while shown,
 * FALLBACK 600 ms while hiding; TRANSITION_END is the hide transition reporting its end.
 */
export interface ConfirmationModelConfig {
  kind: ConfirmationKind;
  style: ConfirmationStyle;
  destroyOnHide: boolean;
}

export type ConfirmationModelEvent =
  | { type: 'SHOW' }
  | { type: 'CONFIRM' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  /** Esc or a click outside. */
  | { type: 'DISMISS' }
  | { type: 'HIDE' }
  | { type: 'AUTO_HIDE' }
  | { type: 'TRANSITION_END' }
  | { type: 'FALLBACK' };

export interface ConfirmationView {
  state: 'hidden' | 'shown' | 'hiding' | 'destroyed';
  answer: ConfirmationAnswer | null;
}

const OFFERED: Record<ConfirmationStyle, readonly string[]> = {
  'confirm-or-reject': ['CONFIRM', 'REJECT'],
  'confirm-or-cancel': ['CONFIRM', 'CANCEL'],
  'confirm-only': ['CONFIRM'],
  'no-buttons': [],
};

export function createConfirmationSpec(config: ConfirmationModelConfig) {
  return setup({
    types: { context: {} as { answer: ConfirmationAnswer | null }, events: {} as ConfirmationModelEvent },
    guards: {
      // An alert has one button; information none; a confirmation its style's.
      offered: ({ event }) => OFFERED[config.kind === 'alert' ? 'confirm-only' : config.kind === 'information' ? 'no-buttons' : config.style].includes(event.type),
      isInformation: () => config.kind === 'information',
    },
    actions: {
      answer: assign({ answer: ({ event }) => ({ CONFIRM: 'confirm', REJECT: 'reject', CANCEL: 'cancel', DISMISS: 'cancel', AUTO_HIDE: 'confirm' } as const)[event.type as 'CONFIRM'] ?? null }),
      clear: assign({ answer: null }),
    },
  }).createMachine({
    id: 'confirmationSpec',
    context: { answer: null },
    initial: 'hidden',
    states: {
      hidden: { on: { SHOW: { target: 'shown', actions: 'clear' } } },
      shown: {
        on: {
          // An answer the style offers no button for changes nothing ({}), nor does time
          // for anything but information.
          CONFIRM: [{ guard: 'offered', target: 'hiding', actions: 'answer' }, {}],
          REJECT: [{ guard: 'offered', target: 'hiding', actions: 'answer' }, {}],
          CANCEL: [{ guard: 'offered', target: 'hiding', actions: 'answer' }, {}],
          DISMISS: { target: 'hiding', actions: 'answer' },
          HIDE: 'hiding',
          AUTO_HIDE: [{ guard: 'isInformation', target: 'hiding', actions: 'answer' }, {}],
        },
      },
      // Destroyed on hide by default; a widget kept on hide has no destroyed state at all.
      hiding: {
        on: {
          TRANSITION_END: config.destroyOnHide ? 'destroyed' : 'hidden',
          FALLBACK: config.destroyOnHide ? 'destroyed' : 'hidden',
        },
      },
      ...(config.destroyOnHide ? { destroyed: { type: 'final' as const } } : {}),
    },
  });
}

export type ConfirmationSpec = ReturnType<typeof createConfirmationSpec>;
