import { assign, emit, setup } from 'xstate';
import type { ConfirmationAnswer } from '../confirmation/logic.ts';
import { DIALOG_BASE_Z_INDEX, ESCAPE_KEY } from './constants.ts';
import { isStandardControlArea, nextZIndex, type DialogKind, type DialogRequest, type QueuedDialog, type StackedDialog } from './logic.ts';

/** What the dialog stack machine starts from: `createActor(dialogStackMachine, { input })`. */
export interface DialogStackInput {
  /** [NAV-010] z-index of the first dialog; 30000 by default. */
  baseZIndex?: number;
}

/** What the dialog stack machine remembers (`snapshot.context`). */
export interface DialogStackContext {
  baseZIndex: number;
  /** Open dialogs, oldest first; the last one is on top. */
  dialogs: StackedDialog[];
  /** Dialogs that left the stack and are fading out: each keeps the z-index it had. */
  fading: StackedDialog[];
  /** The confirmations, alerts and information the page asked for and not yet destroyed, oldest first. */
  requests: QueuedDialog[];
  /** How many requests were ever queued: the next one's key. */
  requested: number;
}

/** The events the dialog stack machine accepts. */
export type DialogStackEvent =
  /** A dialog opened: it joins the stack on top. */
  | { type: 'OPEN'; id: string; kind: DialogKind }
  /** A dialog closed by itself (its own button, its own timer): it leaves the stack. */
  | { type: 'CLOSE'; id: string }
  /** A key press nothing else handled (`KeyboardEvent.key`, Shift held, typed into a field). */
  | { type: 'KEY'; key: string; shiftKey?: boolean; editable?: boolean }
  /** A pointer press outside the top dialog, in the named control area if any [NAV-009]. */
  | { type: 'OUTSIDE_CLICK'; area?: string | null }
  /** A dialog that left the stack has finished fading out: its layer is gone. */
  | { type: 'GONE'; id: string }
  /** The page asks for a confirmation, alert or information: it joins the queue. */
  | { type: 'REQUEST'; request: DialogRequest }
  /** A queued dialog was answered. */
  | { type: 'ANSWER'; key: string; answer: ConfirmationAnswer }
  /** A queued dialog was destroyed [WID-005]: it leaves the queue. */
  | { type: 'DESTROYED'; key: string };

export type DialogStackEmitted =
  /** The dialog's owner must close it: Esc [NAV-007] or a click outside it [NAV-008]. */
  | { type: 'dismiss'; id: string; reason: 'escape' | 'outsideClick' }
  /** Esc with no dialog open: the site's own Esc rules take it [NAV-002..006]. */
  | { type: 'escapeWithoutDialog'; shiftKey: boolean; editable: boolean }
  /** A queued dialog's answer, for whoever asked. */
  | { type: 'answered'; key: string; answer: ConfirmationAnswer };

type KeyEvent = Extract<DialogStackEvent, { type: 'KEY' }>;
type Context = DialogStackContext;

const without = (dialogs: readonly StackedDialog[], id: string) => dialogs.filter((dialog) => dialog.id !== id);

/** The closed dialog moves from the stack to the fading list, keeping its z-index. */
function leave(context: Context, id: string | undefined): Pick<Context, 'dialogs' | 'fading'> {
  const dialog = context.dialogs.find((entry) => entry.id === id);
  if (!dialog) return { dialogs: context.dialogs, fading: context.fading };
  return { dialogs: without(context.dialogs, dialog.id), fading: [...without(context.fading, dialog.id), dialog] };
}

/**
 * The one stack every dialog joins (lightbox, popup, confirmation, alert, information, system
 * error): z-indexes from 30000 in steps of 10, kept by a dialog while it fades out; Esc and
 * outside clicks close the newest first; Esc with nothing open is handed on. It also holds the
 * queue of confirmations, alerts and information the page asked for, and hands their answers
 * back. Focus trapping, inertness and focus return are the browser adapter's
 * (`bindDialogStack`, with the `focus-trap` library), reading `context.dialogs`.
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
    push: assign(({ context, event }) =>
      event.type === 'OPEN'
        ? {
            dialogs: [...context.dialogs, { id: event.id, kind: event.kind, zIndex: nextZIndex(context.dialogs, context.baseZIndex) }],
            fading: without(context.fading, event.id),
          }
        : {},
    ),
    remove: assign(({ context, event }) => (event.type === 'CLOSE' ? leave(context, event.id) : {})),
    // [NAV-007] [NAV-008] The newest dialog leaves the stack at once and its owner is told.
    dismissTop: emit(({ context, event }) => ({
      type: 'dismiss' as const,
      id: context.dialogs.at(-1)?.id ?? '',
      reason: event.type === 'KEY' ? ('escape' as const) : ('outsideClick' as const),
    })),
    removeTop: assign(({ context }) => leave(context, context.dialogs.at(-1)?.id)),
    forget: assign({ fading: ({ context, event }) => (event.type === 'GONE' ? without(context.fading, event.id) : context.fading) }),
    handOnEscape: emit(({ event }) => ({
      type: 'escapeWithoutDialog' as const,
      shiftKey: (event as KeyEvent).shiftKey ?? false,
      editable: (event as KeyEvent).editable ?? false,
    })),
    enqueue: assign(({ context, event }) =>
      event.type === 'REQUEST'
        ? { requested: context.requested + 1, requests: [...context.requests, { ...event.request, key: `dialog-${context.requested + 1}` }] }
        : {},
    ),
    announce: emit(({ event }) => ({
      type: 'answered' as const,
      key: event.type === 'ANSWER' ? event.key : '',
      answer: event.type === 'ANSWER' ? event.answer : ('cancel' as const),
    })),
    dequeue: assign({ requests: ({ context, event }) => (event.type === 'DESTROYED' ? context.requests.filter((request) => request.key !== event.key) : context.requests) }),
  },
}).createMachine({
  id: 'dialogStack',
  context: ({ input }) => ({ baseZIndex: input.baseZIndex ?? DIALOG_BASE_Z_INDEX, dialogs: [], fading: [], requests: [], requested: 0 }),
  initial: 'empty',
  on: {
    GONE: { actions: 'forget' },
    REQUEST: { actions: 'enqueue' },
    ANSWER: { actions: 'announce' },
    DESTROYED: { actions: 'dequeue' },
  },
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
