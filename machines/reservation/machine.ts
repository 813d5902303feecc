import { assign, emit, fromPromise, setup } from 'xstate';
import { WIDGET_RELOAD_FAILED } from './constants.ts';
import { loadFailureMessage, themeFor } from './logic.ts';
import type { ReservationContext, ReservationEmitted, ReservationEvent, ReservationInput, ReservationProvider, ReservationTheme } from './types.ts';

/** What the adapter's widget loads are given: which block, which provider, which theme. */
export interface WidgetLoadInput {
  id: string;
  provider: ReservationProvider;
  theme: ReservationTheme;
}

/**
 * [BLK-019] .. [BLK-027] A reservation or table-booking block. A user logged in to the builder
 * sees the preview-only alert instead (`preview`) [BLK-023]. Others: the block waits until it
 * comes near (`dormant`), loads the provider's script and widget (`loading`, then `loaded`)
 * [BLK-019] [BLK-026] with the theme its container's width gives [BLK-020] [BLK-022]; when a
 * resize changes the theme the widget is reloaded (`reloading`) [BLK-021]. Failures go to the
 * console only [BLK-027] (`consoleError`), the block showing a short message.
 */
export const reservationMachine = setup({
  types: { input: {} as ReservationInput, context: {} as ReservationContext, events: {} as ReservationEvent, emitted: {} as ReservationEmitted },
  actors: {
    loadWidget: fromPromise<void, WidgetLoadInput>(async () => {
      throw new Error('no widget loader provided');
    }),
    reloadWidget: fromPromise<void, WidgetLoadInput>(async () => {
      throw new Error('no widget loader provided');
    }),
  },
  guards: {
    previewOnly: ({ context }) => context.previewOnly,
    // The width moved across the threshold while the widget was drawn: draw it again.
    themeMovedWhileDrawing: ({ context }) => context.requestedTheme !== themeFor(context.kind, context.width),
    resizeChangesTheme: ({ context, event }) => event.type === 'RESIZE' && themeFor(context.kind, event.width) !== context.drawnTheme,
  },
  actions: {
    setWidth: assign({ width: ({ context, event }) => (event.type === 'RESIZE' ? event.width : context.width) }),
    requestTheme: assign({ requestedTheme: ({ context }) => themeFor(context.kind, context.width) }),
    markDrawn: assign({ drawnTheme: ({ context }) => context.requestedTheme, draws: ({ context }) => context.draws + 1 }),
    logLoadFailure: emit((_, params: { error: unknown }) => ({ type: 'consoleError' as const, message: loadFailureMessage(params.error) })),
    logReloadFailure: emit({ type: 'consoleError' as const, message: WIDGET_RELOAD_FAILED }),
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => ({
    id: input.id,
    kind: input.kind,
    provider: input.provider,
    previewOnly: input.previewOnly,
    width: input.width ?? null,
    requestedTheme: themeFor(input.kind, input.width ?? null),
    drawnTheme: null,
    draws: 0,
  }),
  initial: 'dormant',
  states: {
    dormant: {
      // [BLK-023] Logged in to the builder: the alert, never the provider's script.
      always: { guard: 'previewOnly', target: 'preview' },
      on: { NEAR: 'loading', RESIZE: { actions: 'setWidth' } },
    },
    preview: {},
    loading: {
      entry: 'requestTheme',
      on: { RESIZE: { actions: 'setWidth' } },
      invoke: {
        src: 'loadWidget',
        input: ({ context }) => ({ id: context.id, provider: context.provider, theme: context.requestedTheme }),
        onDone: [
          { guard: 'themeMovedWhileDrawing', target: 'reloading', actions: 'markDrawn' },
          { target: 'loaded', actions: 'markDrawn' },
        ],
        onError: { target: 'failed', actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      on: {
        RESIZE: [
          { guard: 'resizeChangesTheme', target: 'reloading', actions: 'setWidth' },
          { actions: 'setWidth' },
        ],
      },
    },
    // [BLK-021] The theme changed with the width: the widget is reloaded with the new one.
    reloading: {
      entry: 'requestTheme',
      on: { RESIZE: { actions: 'setWidth' } },
      invoke: {
        src: 'reloadWidget',
        input: ({ context }) => ({ id: context.id, provider: context.provider, theme: context.requestedTheme }),
        onDone: [
          { guard: 'themeMovedWhileDrawing', target: 'reloading', reenter: true, actions: 'markDrawn' },
          { target: 'loaded', actions: 'markDrawn' },
        ],
        onError: { target: 'failed', actions: 'logReloadFailure' },
      },
    },
    failed: {},
  },
});
