import { emit, enqueueActions, setup } from 'xstate';
import type { PopupOverlaySettings, PopupOverlayStored } from './codec.ts';
import { POPUP_DEFAULT_ID, STORAGE_KEYS } from './constants.ts';
import { popupAllowedOnPage, popupDue } from './logic.ts';

/** What the popup overlay machine starts from: `createActor(popupOverlayMachine, { input })`. */
export interface PopupOverlayInput {
  settings: PopupOverlaySettings;
  stored: PopupOverlayStored;
  /** Page load time (ms). */
  now: number;
  /** The page-type code (002 §2). */
  pageType: number;
  mobile: boolean;
  /** The page query carries the screenshot flag. */
  screenshot: boolean;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}

/** What the popup overlay machine remembers (`snapshot.context`). */
export interface PopupOverlayContext extends Omit<PopupOverlayInput, 'id'> {
  id: string;
}

/**
 * CLOSE and SUBMIT may carry the time they happened (ms); the page load time otherwise. SUBMIT
 * means the sign-up went through: the renderer sends it when the sign-up form's submission has
 * been saved (formMachine reached success), never on the form's submit event.
 */
export type PopupOverlayEvent = { type: 'CLOSE'; now?: number } | { type: 'SUBMIT'; now?: number };

export type PopupOverlayEmitted = { type: 'store'; key: string; value: string };

/** The popup overlay: whether it shows now from its settings, what was stored and the page type; CLOSE and SUBMIT store the answer. */
export const popupOverlayMachine = setup({
  types: {
    input: {} as PopupOverlayInput,
    context: {} as PopupOverlayContext,
    events: {} as PopupOverlayEvent,
    emitted: {} as PopupOverlayEmitted,
  },
  guards: {
    shouldShow: ({ context }) => popupAllowedOnPage(context) && popupDue(context.settings, context.stored, context.now),
  },
  actions: {
    // [BLK-061] The closed date and the version seen go to local storage.
    storeClosed: enqueueActions(({ context, event, enqueue }) => {
      enqueue.emit({ type: 'store', key: STORAGE_KEYS.closedAt, value: String(event.now ?? context.now) });
      enqueue.emit({ type: 'store', key: STORAGE_KEYS.version, value: String(context.settings.version) });
    }),
    // [BLK-060] [BLK-061] So does the submitted state.
    storeSubmitted: emit({ type: 'store' as const, key: STORAGE_KEYS.submitted, value: 'true' }),
  },
}).createMachine({
  id: 'popupOverlay',
  context: ({ input }) => ({ ...input, id: input.id ?? POPUP_DEFAULT_ID }),
  initial: 'hidden',
  states: {
    hidden: {
      always: { guard: 'shouldShow', target: 'shown' },
    },
    shown: {
      on: {
        CLOSE: { target: 'closed', actions: 'storeClosed' },
        SUBMIT: { target: 'submitted', actions: ['storeSubmitted', 'storeClosed'] },
      },
    },
    // The sign-up went through: the popup thanks the visitor until closed.
    submitted: {
      on: { CLOSE: 'closed' },
    },
    closed: {
      // [BLK-060] A sign-up sent before the visitor closed the popup and saved after it is a
      // sign-up all the same: it is remembered, and the popup stays closed.
      on: { SUBMIT: { actions: 'storeSubmitted' } },
    },
  },
});
