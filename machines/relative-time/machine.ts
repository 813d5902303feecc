import { assign, setup } from 'xstate';
import { RELATIVE_TIME_DEFAULT_LOCALE, RELATIVE_TIME_REFRESH_MS } from './constants.ts';

/** What the relative time machine starts from: `createActor(relativeTimeMachine, { input })`. */
export interface RelativeTimeInput {
  /** The moment shown (ms since the epoch). */
  time: number;
  /** The current time when the display starts (ms since the epoch). */
  now: number;
  /** The locale of the words past a minute (`Intl.RelativeTimeFormat`); default 'en'. */
  locale?: string;
}

/** What the relative time machine remembers (`snapshot.context`). */
export interface RelativeTimeContext {
  time: number;
  now: number;
  locale: string;
}

/** The adapter may pass the real time at any moment (a tab coming back from sleep). */
export type RelativeTimeEvent = { type: 'NOW'; now: number };

/**
 * [WID-012] A relative-time display: every 5 s its `now` moves on by 5 s (the actor clock
 * drives it, so tests use a SimulatedClock), and NOW resets it to the real time.
 */
export const relativeTimeMachine = setup({
  types: { input: {} as RelativeTimeInput, context: {} as RelativeTimeContext, events: {} as RelativeTimeEvent },
  actions: {
    tick: assign({ now: ({ context }) => context.now + RELATIVE_TIME_REFRESH_MS }),
    setNow: assign({ now: ({ event }) => event.now }),
  },
  delays: { refresh: RELATIVE_TIME_REFRESH_MS },
}).createMachine({
  id: 'relativeTime',
  context: ({ input }) => ({ time: input.time, now: input.now, locale: input.locale ?? RELATIVE_TIME_DEFAULT_LOCALE }),
  initial: 'ticking',
  states: {
    ticking: {
      after: { refresh: { target: 'ticking', reenter: true, actions: 'tick' } },
      on: { NOW: { target: 'ticking', reenter: true, actions: 'setNow' } },
    },
  },
});
