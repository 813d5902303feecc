import { assign, setup } from 'xstate';

/**
 * The lightbox as a visitor meets it, written apart from the real machine so the two can
 * disagree: LBX-006..016 (open, fade, navigate, close), the 200 ms arrow throttle (LBX-013),
 * the history hash (LBX-011) and a plan tier without the lightbox (LBX-028). Time is explicit:
 * FADE_DONE lets the 0.3 s fade run out, THROTTLE_DONE the 200 ms throttle.
 */
export interface LightboxModelConfig {
  /** Slide ids, in order. */
  slides: readonly string[];
  historyHash: boolean;
  /** False on a plan tier without the lightbox [LBX-028] (machine level only). */
  available: boolean;
  /** The page owns whether it is open and which item shows (`open`/`index` props, Radix's convention). */
  controlled?: boolean;
  /** [GAL-085] The lightbox plays by itself, with a play/pause control. */
  autoplay?: boolean;
}

export type CloseVia = 'button' | 'escape' | 'backdrop' | 'edge' | 'back';

export type LightboxModelEvent =
  /** Click the thumbnail of a slide. */
  | { type: 'OPEN'; index: number }
  /**
   * Load the page at an address that names a slide [LBX-001] [LBX-002]: by its hash item id, or
   * by a path under the collection whose last segment is the slide's id (no hash).
   */
  | { type: 'LOAD_AT'; index: number; via: 'hash' | 'path' }
  /** Change the address hash to name a slide (history; LBX-011). */
  | { type: 'HASH'; index: number }
  | { type: 'FADE_DONE' }
  | { type: 'NEXT'; via: 'button' | 'click' }
  | { type: 'PREVIOUS'; via: 'button' | 'click' }
  | { type: 'ARROW'; key: 'ArrowLeft' | 'ArrowRight' }
  | { type: 'THROTTLE_DONE' }
  | { type: 'CLOSE'; via: CloseVia }
  /** [LBX-019] The window becomes a phone's (at most 432 px) or a wider one's, while closed. */
  | { type: 'VIEWPORT'; mobile: boolean }
  /** A controlled lightbox's page opens it at an item, closes it, or shows another item. */
  | { type: 'PAGE_OPEN'; index: number }
  | { type: 'PAGE_CLOSE' }
  | { type: 'PAGE_INDEX'; index: number }
  /** The page gives the items again (a new list of the same items): nothing a visitor sees changes. */
  | { type: 'PAGE_SLIDES' }
  /** [GAL-085] The play/pause control. */
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  /** [GAL-085] A second (autoplay's 1000 ms, and its 1000 ms resume) passes. */
  | { type: 'TICK' }
  /** [GAL-085] The visitor's system starts or stops asking for reduced motion. */
  | { type: 'MOTION'; reduced: boolean };

/** What every renderer must show. */
export interface LightboxView {
  state: 'closed' | 'opening' | 'open' | 'closing';
  /** The current slide while rendered, null when closed. */
  index: number | null;
  /** [LBX-018] [LBX-019] Previous and next arrows are shown (checked while open): never on a phone. */
  arrows: boolean;
  /** [LBX-011] The item id in the address hash, or null (a loaded address keeps its hash). */
  hashItem: string | null;
  /**
   * What the lightbox last told the page (`onOpenChange`, `onIndexChange`): `open@2`, `close`,
   * `index@1`; controlled, these are the visitor's requests, which change nothing by themselves.
   */
  told: string | null;
  /** [GAL-085] Autoplay: not offered (or one item), playing, or paused. */
  autoplay: 'off' | 'playing' | 'paused';
}

interface SpecContext {
  config: LightboxModelConfig;
  /** [LBX-019] The window is a phone's: no arrows, slides in a scrolling row. */
  mobile: boolean;
  index: number | null;
  throttled: boolean;
  hashItem: string | null;
  /**
   * The browser's back button would close the lightbox: it was opened by adding a history
   * entry (a click with the history hash, or the hash set by history). Opened by loading the
   * page at the address, back leaves the page instead.
   */
  backCloses: boolean;
  told: string | null;
  /** [GAL-085] Playing by itself (while open): the visitor's choice, off under reduced motion. */
  playing: boolean;
  reduced: boolean;
}

function specSetup(config: LightboxModelConfig) {
  // With a history hash the lightbox keeps the address naming its item; without, it leaves the address alone.
  const hashFor = (context: SpecContext, index: number) => (config.historyHash ? (config.slides[index] ?? null) : context.hashItem);
  // The item id an address (loaded, or set by history) holds in its hash: none for a path.
  const addressHashItem = (event: LightboxModelEvent) =>
    'index' in event && !(event.type === 'LOAD_AT' && event.via === 'path') ? (config.slides[event.index] ?? null) : null;
  const moved = (context: SpecContext, by: number) => {
    const index = Math.max(0, Math.min(config.slides.length - 1, (context.index ?? 0) + by));
    // Held at an end, nothing moved, nothing told, and the address is left as it was.
    if (index === context.index) return {};
    return { index, hashItem: hashFor(context, index), told: `index@${index}` };
  };
  // Controlled, a move is asked for: the page is told, the lightbox stays.
  const asked = (context: SpecContext, by: number) => {
    const { told } = moved(context, by);
    return told ? { told } : {};
  };
  const stepOf = (event: LightboxModelEvent) => (event.type === 'PREVIOUS' || (event.type === 'ARROW' && event.key === 'ArrowLeft') ? -1 : 1);
  return setup({
    types: { context: {} as SpecContext, events: {} as LightboxModelEvent },
    guards: {
      free: ({ context }) => !context.throttled,
      throttled: ({ context }) => context.throttled,
      canPlay: ({ context }) => !context.playing && config.slides.length > 1,
      canPause: ({ context }) => context.playing && config.slides.length > 1,
      plays: ({ context }) => context.playing && config.slides.length > 1,
    },
    actions: {
      openAt: assign(({ context, event }) => {
        const index = 'index' in event ? event.index : 0;
        // An address (loaded, or changed by history) names the item whatever the setting.
        const hashItem = event.type === 'OPEN' ? hashFor(context, index) : addressHashItem(event);
        const backCloses = event.type === 'LOAD_AT' ? false : event.type === 'OPEN' || event.type === 'PAGE_OPEN' ? config.historyHash : true;
        return { index, hashItem: event.type === 'PAGE_OPEN' ? hashFor(context, index) : hashItem, throttled: false, backCloses, told: event.type === 'PAGE_OPEN' ? context.told : `open@${index}` };
      }),
      // A hash set while open replaces the entry the lightbox added: back still closes.
      goTo: assign(({ context, event }) => {
        const index = 'index' in event ? event.index : 0;
        return { index, hashItem: config.slides[index] ?? null, told: event.type === 'PAGE_INDEX' ? context.told : `index@${index}` };
      }),
      // Controlled: the visitor's opening (a click, a loaded or changed address) is asked for.
      askOpen: assign(({ event }) => {
        const index = 'index' in event ? event.index : 0;
        // A loaded or changed address still names the item (the browser changed it, not the lightbox).
        return { told: `open@${index}`, hashItem: event.type === 'OPEN' ? null : addressHashItem(event) };
      }),
      askClose: assign(({ context, event }) => ({ told: 'close', hashItem: event.type === 'CLOSE' && event.via === 'back' ? null : context.hashItem })),
      askMove: assign(({ context, event }) => asked(context, stepOf(event))),
      askArrow: assign(({ context, event }) => ({ ...asked(context, stepOf(event)), throttled: true })),
      askIndex: assign(({ context, event }) => ({ told: 'index' in event && event.index !== context.index ? `index@${event.index}` : context.told, hashItem: 'index' in event ? (config.slides[event.index] ?? null) : context.hashItem })),
      next: assign(({ context }) => moved(context, 1)),
      previous: assign(({ context }) => moved(context, -1)),
      // The arrow key moves (held at the ends) and starts the 200 ms throttle.
      arrow: assign(({ context, event }) => ({ ...moved(context, event.type === 'ARROW' && event.key === 'ArrowLeft' ? -1 : 1), throttled: true })),
      unthrottle: assign({ throttled: false }),
      clearHash: assign(({ context, event }) => ({
        hashItem: config.historyHash || (event.type === 'CLOSE' && event.via === 'back') ? null : context.hashItem,
        told: event.type === 'PAGE_CLOSE' ? context.told : 'close',
      })),
      loadAddress: assign(({ event }) => ({ hashItem: event.type === 'LOAD_AT' ? addressHashItem(event) : null })),
      forget: assign({ index: null, throttled: false, backCloses: false }),
      setViewport: assign({ mobile: ({ event }) => (event.type === 'VIEWPORT' ? event.mobile : false) }),
      play: assign({ playing: true }),
      pause: assign({ playing: false }),
      // A second on the item: the next one shows, round from the last to the first; the 200 ms throttle is long over.
      tick: assign(({ context }) => {
        const index = ((context.index ?? 0) + 1) % config.slides.length;
        return { index, told: `index@${index}`, throttled: false };
      }),
      // Open, reduced motion stops it and its end leaves it paused until the visitor plays;
      // closed, the preference decides whether it plays when next opened.
      motion: assign(({ context, event }) => {
        const reduced = event.type === 'MOTION' && event.reduced;
        return { reduced, playing: context.index === null ? !reduced : reduced ? false : context.playing };
      }),
    },
  });
}

const initialContext = (config: LightboxModelConfig): SpecContext => ({
  config,
  mobile: false,
  index: null,
  throttled: false,
  hashItem: null,
  backCloses: false,
  told: null,
  playing: config.autoplay ?? false,
  reduced: false,
});

function openableSpec(config: LightboxModelConfig) {
  return specSetup(config).createMachine({
    id: 'lightboxSpec',
    context: initialContext(config),
    initial: 'closed',
    // [GAL-085] Only a lightbox that plays by itself hears these.
    on: config.autoplay ? { MOTION: { actions: 'motion' } } : {},
    states: {
      closed: {
        on: {
          OPEN: { target: 'opening', actions: 'openAt' },
          // The autoplay model walks what autoplay changes; the address and the layout are the others'.
          ...(config.autoplay
            ? {}
            : {
                // The layout follows the window while the lightbox is closed.
                VIEWPORT: { actions: 'setViewport' },
                LOAD_AT: { target: 'opening', actions: 'openAt' },
                HASH: { target: 'opening', actions: 'openAt' },
              }),
        },
      },
      opening: {
        on: {
          // The overlay is in; the throttle (200 ms) has run out during the fade too.
          FADE_DONE: { target: 'open', actions: 'unthrottle' },
          CLOSE: { target: 'closing', actions: 'clearHash' },
        },
      },
      open: {
        on: {
          NEXT: { actions: 'next' },
          PREVIOUS: { actions: 'previous' },
          ...(config.autoplay
            ? {
                PLAY: { guard: 'canPlay', actions: 'play' },
                PAUSE: { guard: 'canPause', actions: 'pause' },
                TICK: { guard: 'plays', actions: 'tick' },
              }
            : {}),
          ARROW: { guard: 'free', actions: 'arrow' },
          THROTTLE_DONE: { guard: 'throttled', actions: 'unthrottle' },
          ...(config.autoplay ? {} : { HASH: { actions: 'goTo' } }),
          CLOSE: { target: 'closing', actions: 'clearHash' },
        },
      },
      closing: {
        on: {
          FADE_DONE: { target: 'closed', actions: 'forget' },
          OPEN: { target: 'opening', actions: 'openAt' },
        },
      },
    },
  });
}

/**
 * Controlled (Radix's convention): the visitor's opening, closing and moving only tell the page;
 * the page's PAGE_OPEN, PAGE_CLOSE and PAGE_INDEX change the lightbox.
 */
function controlledSpec(config: LightboxModelConfig) {
  return specSetup(config).createMachine({
    id: 'lightboxSpec',
    context: initialContext(config),
    initial: 'closed',
    states: {
      closed: {
        on: {
          VIEWPORT: { actions: 'setViewport' },
          OPEN: { actions: 'askOpen' },
          LOAD_AT: { actions: 'askOpen' },
          HASH: { actions: 'askOpen' },
          PAGE_OPEN: { target: 'opening', actions: 'openAt' },
          PAGE_SLIDES: {},
        },
      },
      opening: {
        on: {
          FADE_DONE: { target: 'open', actions: 'unthrottle' },
          CLOSE: { actions: 'askClose' },
          PAGE_CLOSE: { target: 'closing', actions: 'clearHash' },
          PAGE_INDEX: { actions: 'goTo' },
        },
      },
      open: {
        on: {
          NEXT: { actions: 'askMove' },
          PREVIOUS: { actions: 'askMove' },
          ARROW: { guard: 'free', actions: 'askArrow' },
          THROTTLE_DONE: { guard: 'throttled', actions: 'unthrottle' },
          HASH: { actions: 'askIndex' },
          CLOSE: { actions: 'askClose' },
          PAGE_CLOSE: { target: 'closing', actions: 'clearHash' },
          PAGE_INDEX: { actions: 'goTo' },
        },
      },
      closing: {
        on: {
          FADE_DONE: { target: 'closed', actions: 'forget' },
          OPEN: { actions: 'askOpen' },
          PAGE_OPEN: { target: 'opening', actions: 'openAt' },
        },
      },
    },
  });
}

/** [LBX-028] Without the lightbox nothing opens: closed is the only state, opening is refused. */
function refusingSpec(config: LightboxModelConfig) {
  return specSetup(config).createMachine({
    id: 'lightboxSpec',
    context: initialContext(config),
    initial: 'closed',
    states: { closed: { on: { OPEN: {}, LOAD_AT: { actions: 'loadAddress' }, VIEWPORT: { actions: 'setViewport' } } } },
  });
}

export function createLightboxSpec(config: LightboxModelConfig) {
  // Typed as the openable chart: the refusing one is its closed state alone.
  if (config.controlled) return controlledSpec(config) as unknown as ReturnType<typeof openableSpec>;
  return config.available ? openableSpec(config) : (refusingSpec(config) as unknown as ReturnType<typeof openableSpec>);
}

export type LightboxSpec = ReturnType<typeof createLightboxSpec>;
