import { assign, emit, setup } from 'xstate';
import { AD_PIXEL_MAX_TRIES, AD_PIXEL_RETRY_MS } from './constants.ts';

/** One pixel event (its name and fields). */
export interface PixelEvent {
  name: string;
  data?: Record<string, string>;
}

/** What the ad pixel watcher machine remembers (`snapshot.context`). */
export interface AdPixelContext {
  tries: number;
  maxTries: number;
  /** Events tracked before the pixel was found. */
  pending: PixelEvent[];
}

/** The events the ad pixel watcher machine accepts. */
export type AdPixelEvent =
  /** The adapter looked for the pixel: found or not. */
  | { type: 'LOOKED'; found: boolean }
  /** Send a pixel event (queued until the pixel is found, dropped if it never is). */
  | { type: 'TRACK'; event: PixelEvent };

export type AdPixelEmitted =
  /** Look for the pixel on the page (the adapter answers with LOOKED). */
  | { type: 'lookForPixel' }
  /** [TRK-038] Send these events to the pixel. */
  | { type: 'sendPixelEvents'; events: PixelEvent[] };

/**
 * [TRK-038] [TRK-039] A pixel event goes to the ad pixel if the page has one: the pixel's
 * selector is tried at once and then every 100 ms, 50 times at most (ours: five seconds); events
 * wait meanwhile, go out once it is found, and are dropped (silently, TRK-040) if it never is.
 */
export const adPixelMachine = setup({
  types: {
    input: {} as { maxTries?: number } | undefined,
    context: {} as AdPixelContext,
    events: {} as AdPixelEvent,
    emitted: {} as AdPixelEmitted,
  },
  guards: {
    found: ({ event }) => event.type === 'LOOKED' && event.found,
    triesLeft: ({ context }) => context.tries < context.maxTries,
  },
  actions: {
    look: emit({ type: 'lookForPixel' as const }),
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    queue: assign({ pending: ({ context, event }) => (event.type === 'TRACK' ? [...context.pending, event.event] : context.pending) }),
    flush: emit(({ context }) => ({ type: 'sendPixelEvents' as const, events: context.pending })),
    clear: assign({ pending: () => [] as PixelEvent[] }),
    sendNow: emit(({ event }) => ({ type: 'sendPixelEvents' as const, events: event.type === 'TRACK' ? [event.event] : [] })),
  },
  delays: { retry: AD_PIXEL_RETRY_MS },
}).createMachine({
  id: 'adPixel',
  context: ({ input }) => ({ tries: 0, maxTries: input?.maxTries ?? AD_PIXEL_MAX_TRIES, pending: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: { TRACK: { target: 'looking', actions: 'queue' } },
    },
    looking: {
      entry: ['countTry', 'look'],
      on: {
        LOOKED: [{ guard: 'found', target: 'ready', actions: ['flush', 'clear'] }, { target: 'waiting' }],
        TRACK: { actions: 'queue' },
      },
    },
    waiting: {
      on: { TRACK: { actions: 'queue' } },
      after: { retry: [{ guard: 'triesLeft', target: 'looking' }, { target: 'absent', actions: 'clear' }] },
    },
    ready: {
      on: { TRACK: { actions: 'sendNow' } },
    },
    absent: {},
  },
});
