import { assign, emit, setup } from 'xstate';
import { DIALOG_BASE_Z_INDEX, ESCAPE_KEY } from './constants.ts';
import { isStandardControlArea, nextZIndex, type DialogKind, type StackedDialog } from './logic.ts';

export interface DialogStackInput {
  /** [NAV-010] z-index of the first dialog; 30000 by default. */
  baseZIndex?: number;
}

export interface DialogStackContext {
  baseZIndex: number;
  /** Open dialogs, oldest first; the last one is on top. */
  dialogs: StackedDialog[];
}

export type DialogStackEvent =
  /** A dialog opened: it joins the stack on top. */
  | { type: 'OPEN'; id: string; kind: DialogKind }
  /** A dialog closed by itself (its own button, its own timer): it leaves the stack. */
  | { type: 'CLOSE'; id: string }
  /** A key press nothing else handled (`KeyboardEvent.key`, Shift held, typed into a field). */
  | { type: 'KEY'; key: string; shiftKey?: boolean; editable?: boolean }
  /** A pointer press outside the top dialog, in the named control area if any [NAV-009]. */
  | { type: 'OUTSIDE_CLICK'; area?: string | null };

export type DialogStackEmitted =
  /** The dialog's owner must close it: Esc [NAV-007] or a click outside it [NAV-008]. */
  | { type: 'dismiss'; id: string; reason: 'escape' | 'outsideClick' }
  /** Esc with no dialog open: the site's own Esc rules take it [NAV-002..006]. */
  | { type: 'escapeWithoutDialog'; shiftKey: boolean; editable: boolean };

type KeyEvent = Extract<DialogStackEvent, { type: 'KEY' }>;

/**
 * The one stack every dialog joins (lightbox, confirmation, information, system error):
 * z-indexes from 30000 in steps of 10, Esc and outside clicks close the newest first, and
 * Esc with nothing open is handed on. Focus trapping and inertness are the adapter's
 * (`bindDialogStackEffects`), reading `context.dialogs`.
 */
export const dialogStackMachine = setup({
  types: {
    input: {} as DialogStackInput,
    context: {} as DialogStackContext,
    events: {} as DialogStackEvent,
    emitted: {} as DialogStackEmitted,
  },
  guards: {
    isNewDialog: ({ context, event }) => event.type === 'OPEN' && !context.dialogs.some((dialog) => dialog.id === event.id),
    isEscape: ({ event }) => event.type === 'KEY' && event.key === ESCAPE_KEY,
    isOutsideControlAreas: ({ event }) => event.type === 'OUTSIDE_CLICK' && !isStandardControlArea(event.area),
    isEmpty: ({ context }) => context.dialogs.length === 0,
  },
  actions: {
    push: assign({
      dialogs: ({ context, event }) =>
        event.type === 'OPEN'
          ? [...context.dialogs, { id: event.id, kind: event.kind, zIndex: nextZIndex(context.dialogs, context.baseZIndex) }]
          : context.dialogs,
    }),
    remove: assign({
      dialogs: ({ context, event }) => (event.type === 'CLOSE' ? context.dialogs.filter((dialog) => dialog.id !== event.id) : context.dialogs),
    }),
    // [NAV-007] [NAV-008] The newest dialog leaves the stack at once and its owner is told.
    dismissTop: emit(({ context, event }) => ({
      type: 'dismiss' as const,
      id: context.dialogs.at(-1)?.id ?? '',
      reason: event.type === 'KEY' ? ('escape' as const) : ('outsideClick' as const),
    })),
    removeTop: assign({ dialogs: ({ context }) => context.dialogs.slice(0, -1) }),
    handOnEscape: emit(({ event }) => ({
      type: 'escapeWithoutDialog' as const,
      shiftKey: (event as KeyEvent).shiftKey ?? false,
      editable: (event as KeyEvent).editable ?? false,
    })),
  },
}).createMachine({
  id: 'dialogStack',
  context: ({ input }) => ({ baseZIndex: input.baseZIndex ?? DIALOG_BASE_Z_INDEX, dialogs: [] }),
  initial: 'empty',
  states: {
    empty: {
      on: {
        OPEN: { target: 'stacked', actions: 'push' },
        // [NAV-002..006] Esc with no dialog open belongs to the site's own rules.
        KEY: { guard: 'isEscape', actions: 'handOnEscape' },
      },
    },
    stacked: {
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        OPEN: { guard: 'isNewDialog', actions: 'push' },
        CLOSE: { actions: 'remove' },
        // [NAV-007] Esc closes the newest dialog first.
        KEY: { guard: 'isEscape', actions: ['dismissTop', 'removeTop'] },
        // [NAV-008] [NAV-009] An outside click closes the top dialog, unless it lands in a
        // standard control area.
        OUTSIDE_CLICK: { guard: 'isOutsideControlAreas', actions: ['dismissTop', 'removeTop'] },
      },
    },
  },
});
