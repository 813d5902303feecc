import { emit, fromPromise, setup } from 'xstate';
import type { ButtonFields } from '../tracking/logic.ts';
import { BUTTON_RECORD_TIMEOUT_MS } from './constants.ts';
import { interceptsClick, type ClickFacts, type ReplayTarget } from './logic.ts';

/** What the tracked button block machine starts from: `createActor(buttonTrackingMachine, { input })`. */
export interface ButtonTrackingInput {
  /** [TRK-007] The button's tracking fields (its target and window among them). */
  button: ButtonFields;
}

/** What the tracked button block machine remembers (`snapshot.context`). */
export interface ButtonTrackingContext {
  button: ButtonFields;
}

/** The events the tracked button block machine accepts. */
export type ButtonTrackingEvent =
  /** The visitor clicked the button's link (the click's button and modifier keys). */
  | ({ type: 'CLICK' } & ClickFacts)
  /** Whether this visitor is tracked (consent given and `whoIsTracked` says so). */
  | { type: 'TRACKING'; tracked: boolean }
  /** The adapter has performed the replayed navigation. */
  | { type: 'REPLAYED' };

export type ButtonTrackingEmitted =
  /** [TRK-024] Record the button's render (once tracking starts). */
  | { type: 'recordRender'; button: ButtonFields }
  /** [BLK-039] Replay the click: go to the button's address, in the same or a new tab, as configured. */
  | ({ type: 'navigate' } & ReplayTarget);

/**
 * [BLK-039] A button block's click: intercepted, recorded, then replayed. Untracked, every click
 * is the browser's. Tracked, a plain click is held while `recordClick` [TRK-023] runs, and the
 * navigation is replayed when it answers, fails, or after 2500 ms [TRK-025], whichever is first;
 * modifier and middle clicks stay the browser's.
 */
export const buttonTrackingMachine = setup({
  types: {
    input: {} as ButtonTrackingInput,
    context: {} as ButtonTrackingContext,
    events: {} as ButtonTrackingEvent,
    emitted: {} as ButtonTrackingEmitted,
  },
  actors: {
    /** [TRK-023] Posts the click to the census; its answer (or failure) only ends the wait. */
    recordClick: fromPromise<unknown, { button: ButtonFields }>(async () => undefined),
  },
  guards: {
    plainClick: ({ event }) => event.type === 'CLICK' && interceptsClick(event),
    trackingOn: ({ event }) => event.type === 'TRACKING' && event.tracked,
    trackingOff: ({ event }) => event.type === 'TRACKING' && !event.tracked,
  },
  actions: {
    recordRender: emit(({ context }) => ({ type: 'recordRender' as const, button: context.button })),
    replay: emit(({ context }) => ({ type: 'navigate' as const, url: context.button.clickthroughUrl, newWindow: context.button.newWindow })),
  },
  delays: {
    recordTimeout: BUTTON_RECORD_TIMEOUT_MS,
  },
}).createMachine({
  id: 'buttonTracking',
  context: ({ input }) => ({ button: input.button }),
  initial: 'untracked',
  states: {
    untracked: {
      on: { TRACKING: { guard: 'trackingOn', target: 'idle', actions: 'recordRender' } },
    },
    idle: {
      on: {
        CLICK: { guard: 'plainClick', target: 'recording' },
        TRACKING: { guard: 'trackingOff', target: 'untracked' },
      },
    },
    recording: {
      invoke: {
        src: 'recordClick',
        input: ({ context }) => ({ button: context.button }),
        onDone: { target: 'replaying' },
        onError: { target: 'replaying' },
      },
      after: { recordTimeout: { target: 'replaying' } },
    },
    replaying: {
      entry: 'replay',
      on: { REPLAYED: { target: 'idle' } },
    },
  },
});

