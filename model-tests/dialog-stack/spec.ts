import { assign, setup } from 'xstate';
import type { DialogKind } from '../../machines/dialogs/logic.ts';

/**
 * The dialog stack as a visitor meets it, apart from the real machine: dialogs open on top of
 * each other (NAV-010, LBX-021), Esc closes the newest (NAV-007), a click outside the top
 * dialog closes it (NAV-008) unless it lands in a standard control area (NAV-009), and a
 * dialog may close itself (its button, or information's 2 s timer).
 */
export interface DialogStackModelConfig {
  /** What can be opened from the page with no dialog open. */
  fromPage: readonly DialogKind[];
  /** What can be opened from inside a dialog of each kind. */
  nested: Partial<Record<DialogKind, readonly DialogKind[]>>;
}

export type DialogStackModelEvent =
  /**
   * Open a dialog of this kind. `xstate/graph` also walks a bare OPEN (no kind) wherever the
   * top dialog offers nothing to open; that opens nothing, and drivers do nothing for it.
   */
  | { type: 'OPEN'; kind?: DialogKind }
  | { type: 'ESCAPE' }
  /** A click outside the top dialog: on nothing in particular, or in a standard control area. */
  | { type: 'OUTSIDE_CLICK'; area: null | 'notification' }
  /** The top dialog closes itself: its close or answer button, or its own timer. */
  | { type: 'CLOSE_OWN' };

export interface DialogStackView {
  /** Kinds of the open dialogs, oldest first. */
  stack: DialogKind[];
}

interface SpecContext {
  stack: DialogKind[];
}

export function createDialogStackSpec(config: DialogStackModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as DialogStackModelEvent },
    guards: {
      // Only what the page (or the top dialog) offers can open.
      canOpen: ({ context, event }) => {
        const top = context.stack.at(-1);
        const offered = top === undefined ? config.fromPage : (config.nested[top] ?? []);
        return event.type === 'OPEN' && event.kind !== undefined && offered.includes(event.kind);
      },
      isEmpty: ({ context }) => context.stack.length === 0,
      closesTop: ({ event }) => event.type !== 'OUTSIDE_CLICK' || event.area === null,
    },
    actions: {
      push: assign({ stack: ({ context, event }) => (event.type === 'OPEN' && event.kind ? [...context.stack, event.kind] : context.stack) }),
      pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    },
  }).createMachine({
    id: 'dialogStackSpec',
    context: { stack: [] },
    initial: 'empty',
    states: {
      empty: {
        on: {
          OPEN: { guard: 'canOpen', target: 'stacked', actions: 'push' },
          // Esc with nothing open closes nothing (the site's own Esc rules take it).
          ESCAPE: {},
        },
      },
      stacked: {
        always: { guard: 'isEmpty', target: 'empty' },
        on: {
          OPEN: { guard: 'canOpen', actions: 'push' },
          ESCAPE: { actions: 'pop' },
          OUTSIDE_CLICK: { guard: 'closesTop', actions: 'pop' },
          CLOSE_OWN: { actions: 'pop' },
        },
      },
    },
  });
}

export type DialogStackSpec = ReturnType<typeof createDialogStackSpec>;
