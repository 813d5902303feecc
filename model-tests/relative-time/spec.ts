import { assign, setup } from 'xstate';

/**
 * A relative time (WID-012, WID-013) apart from the real machine: TICK lets 5 s pass, LATER
 * says the real time is now 90 s after the moment. Seconds are counted up to a minute; past
 * it the display is in minutes.
 */
export type RelativeTimeModelConfig = Record<string, never>;
export type RelativeTimeModelEvent = { type: 'TICK' } | { type: 'LATER' };
export interface RelativeTimeView {
  /** 'just now', 'about N seconds ago', or 'minutes' for any 'N minute(s) ago'. */
  text: string;
}

export function createRelativeTimeSpec(_config: RelativeTimeModelConfig) {
  return setup({ types: { context: {} as { seconds: number }, events: {} as RelativeTimeModelEvent } }).createMachine({
    id: 'relativeTimeSpec',
    context: { seconds: 0 },
    initial: 'ticking',
    states: {
      ticking: {
        on: {
          TICK: { actions: assign({ seconds: ({ context }) => Math.min(60, context.seconds + 5) }) },
          LATER: { actions: assign({ seconds: 60 }) },
        },
      },
    },
  });
}

export type RelativeTimeSpec = ReturnType<typeof createRelativeTimeSpec>;
