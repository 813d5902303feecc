import { assign, emit, fromPromise, setup } from 'xstate';
import { MAP_OPTION_DEBOUNCE_MS } from './constants.ts';
import { mapLinkUrl, mapsScriptUrl } from './logic.ts';
import type { DecodedMapBlock, MapEmitted, MapEvent, MapInput, MapOptions, MapsProvider } from './types.ts';

/** What the map block machine remembers (`snapshot.context`). */
export interface MapContext {
  id: string;
  block: DecodedMapBlock;
  provider: MapsProvider;
  /** Option changes waiting for the debounce to end [MAP-022]. */
  pending: Partial<MapOptions>;
}

/**
 * [MAP-001] A map block: the server renders its address and a placeholder (`dormant`); it wakes
 * when it comes near the viewport (`NEAR`) and only then asks for the maps service's script,
 * shared with every other map (`loadMapsScript`, the page's script loader: once per page
 * [MAP-018], 30 s at most [MAP-020]); `ready` once loaded, `unavailable` if the load failed (a
 * polite message, the rest of the page unaffected). Option updates are applied 60 ms after the
 * last one [MAP-022].
 */
export const mapMachine = setup({
  types: { input: {} as MapInput, context: {} as MapContext, events: {} as MapEvent, emitted: {} as MapEmitted },
  actors: {
    loadMapsScript: fromPromise<void, { url: string }>(async () => {
      throw new Error('no maps script loader provided');
    }),
  },
  guards: {
    linksOnClick: ({ context }) => context.block.options.linkOnClick,
  },
  actions: {
    queueOptions: assign({
      pending: ({ context, event }) => (event.type === 'SET_OPTIONS' ? { ...context.pending, ...event.options } : context.pending),
    }),
    applyOptions: assign({
      block: ({ context }) => ({ ...context.block, options: { ...context.block.options, ...context.pending } }),
      pending: {},
    }),
    emitOptions: emit(({ context }) => ({ type: 'optionsApplied' as const, options: context.block.options })),
    emitOpenLink: emit(({ context }) => ({ type: 'openLink' as const, url: mapLinkUrl(context.block.location) })),
  },
  delays: { optionDebounce: MAP_OPTION_DEBOUNCE_MS },
}).createMachine({
  id: 'map',
  context: ({ input }) => ({ id: input.id, block: input.block, provider: input.provider, pending: {} }),
  type: 'parallel',
  states: {
    provider: {
      initial: 'dormant',
      states: {
        dormant: { on: { NEAR: 'loading' } },
        loading: {
          invoke: {
            src: 'loadMapsScript',
            input: ({ context }) => ({ url: mapsScriptUrl(context.provider) }),
            onDone: 'ready',
            onError: 'unavailable',
          },
        },
        ready: {
          // [MAP-015] A click on the map or its marker opens the location in the maps service.
          on: { MAP_CLICK: { guard: 'linksOnClick', actions: 'emitOpenLink' } },
        },
        unavailable: {},
      },
    },
    options: {
      initial: 'steady',
      states: {
        steady: { on: { SET_OPTIONS: { target: 'debouncing', actions: 'queueOptions' } } },
        debouncing: {
          // [MAP-022] Each update restarts the 60 ms wait; the last one wins.
          on: { SET_OPTIONS: { target: 'debouncing', reenter: true, actions: 'queueOptions' } },
          after: { optionDebounce: { target: 'steady', actions: ['applyOptions', 'emitOptions'] } },
        },
      },
    },
  },
});
