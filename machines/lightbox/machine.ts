import { assign, cancel, emit, enqueueActions, setup } from 'xstate';
import { LIGHTBOX_AUTOPLAY_RESUME_MS, LIGHTBOX_AUTOPLAY_TIMEOUT_MS } from '../gallery/constants.ts';
import {
  LIGHTBOX_CLOSE_KEY,
  LIGHTBOX_DEFAULT_THEME,
  LIGHTBOX_DEFAULT_TITLE,
  LIGHTBOX_FADE_MS,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_NEXT_KEY,
  LIGHTBOX_PREVIOUS_KEY,
  LIGHTBOX_UNAVAILABLE_MESSAGE,
} from './constants.ts';
import {
  clickAction,
  hashForItem,
  itemIdFromHash,
  findSlideIndex,
  slideIndexFromAddress,
  stepIndex,
  type LightboxSlide,
  type LightboxTheme,
} from './logic.ts';

/** What the lightbox machine starts from: `createActor(lightboxMachine, { input })`. */
export interface LightboxInput {
  slides: readonly LightboxSlide[];
  /** [LBX-011] Keep the open item in the address hash; the back button closes the lightbox. */
  historyHash?: boolean;
  /** [LBX-019] [LBX-020] No arrows; slides move by scrolling. */
  mobile?: boolean;
  /** Wrap from the last item to the first; off by default, like the gallery. */
  loop?: boolean;
  /** [LBX-027] The dialog's title; 'Gallery' by default. */
  title?: string;
  /** [LBX-026] Dark by default. */
  theme?: LightboxTheme;
  /** [LBX-028] False on a plan tier without the lightbox: opening is refused and reported. */
  available?: boolean;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
  /**
   * [GAL-085] The lightbox plays by itself: a play/pause control shows, and while playing the
   * next item comes every `autoplayTimeout` ms (wrapping round), `autoplayResume` ms after the
   * visitor last moved it. It starts playing when opened, unless the visitor prefers reduced motion.
   */
  autoplay?: boolean;
  /** [GAL-085] ms on each item while playing: 1000 by default. */
  autoplayTimeout?: number;
  /** [GAL-085] ms after the visitor's last move before playing goes on: 1000 by default. */
  autoplayResume?: number;
  /** The visitor prefers reduced motion: autoplay does not start by itself. */
  reducedMotion?: boolean;
  /**
   * The page owns whether it is open and which item shows (a controlled component): the
   * visitor's opening, closing and moving only ask (`openChange`, `indexChange`); SET_OPEN and
   * SET_INDEX change them.
   */
  controlled?: boolean;
}

/** What the lightbox machine remembers (`snapshot.context`). */
export interface LightboxContext {
  id: string;
  slides: readonly LightboxSlide[];
  historyHash: boolean;
  mobile: boolean;
  loop: boolean;
  title: string;
  theme: LightboxTheme;
  available: boolean;
  /** The current item. */
  index: number;
  /** [LBX-013] True for 200 ms after an arrow key moved (or tried to move) the lightbox. */
  keyThrottled: boolean;
  controlled: boolean;
  /** [GAL-085] Autoplay is offered (the play/pause control shows). */
  autoplay: boolean;
  /** [GAL-085] Playing by itself while open: the visitor's choice (the control), off under reduced motion. */
  playing: boolean;
  autoplayTimeout: number;
  autoplayResume: number;
  reducedMotion: boolean;
}

/** The events the lightbox machine accepts. */
export type LightboxEvent =
  | { type: 'OPEN'; index: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'CLOSE' }
  /** A key press in the lightbox, by `KeyboardEvent.key`. */
  | { type: 'KEY'; key: string }
  /** A click on the image, `x` from 0 (left edge) to 1 (right edge) of the lightbox. */
  | { type: 'CLICK'; x: number }
  /** [LBX-001] The page loaded at this address: open the slide it names, if any. */
  | { type: 'OPEN_FROM_ADDRESS'; pathname: string; hash: string; collectionUrl?: string }
  /** [LBX-011] The hash changed by history (back or forward button). */
  | { type: 'ADDRESS_CHANGE'; hash: string }
  | { type: 'THROTTLE_END' }
  /**
   * [LBX-019] [LBX-020] The viewport turned out to be (or not be) a phone's: read in the browser
   * once the page has hydrated (a server cannot know it).
   */
  | { type: 'SET_MOBILE'; mobile: boolean }
  /** The page opens (at `index`) or closes it: a controlled `open` that changed. */
  | { type: 'SET_OPEN'; open: boolean; index?: number }
  /** The page shows another item: a controlled `index` that changed. */
  | { type: 'SET_INDEX'; index: number }
  /** The items changed after the start. */
  | { type: 'SET_SLIDES'; slides: readonly LightboxSlide[] }
  /** [GAL-085] The play/pause control. */
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  /** [GAL-085] The visitor's reduced-motion preference, read in the browser (and when it changes). */
  | { type: 'REDUCED_MOTION'; on: boolean }
  /** Internal: autoplay's time on the current item ran out. */
  | { type: 'AUTOPLAY_TICK' };

export type LightboxEmitted =
  /** [GAL-004] Put the open item in the hash: a new history entry on open, a replacement after. */
  | { type: 'writeHash'; hash: string; push: boolean }
  /** [LBX-011] Closing clears the hash index. */
  | { type: 'clearHash' }
  /** [LBX-028] Opening was refused on this plan. */
  | { type: 'unavailable'; message: string }
  /** It opened or closed (controlled: the visitor asks it to), at `index`. */
  | { type: 'openChange'; open: boolean; index: number }
  /** Another item shows (controlled: the visitor asks for it). */
  | { type: 'indexChange'; index: number };

const ARROW_STEPS: Readonly<Record<string, 1 | -1>> = { [LIGHTBOX_PREVIOUS_KEY]: -1, [LIGHTBOX_NEXT_KEY]: 1 };

/** The slide index an event names, or -1. */
function requestedIndex(context: LightboxContext, event: LightboxEvent): number {
  if (event.type === 'OPEN' || event.type === 'SET_INDEX') return Number.isInteger(event.index) && event.index >= 0 && event.index < context.slides.length ? event.index : -1;
  if (event.type === 'SET_OPEN') {
    const index = event.index ?? context.index;
    return Number.isInteger(index) && index >= 0 && index < context.slides.length ? index : -1;
  }
  if (event.type === 'OPEN_FROM_ADDRESS') return slideIndexFromAddress(context.slides, event);
  if (event.type === 'ADDRESS_CHANGE') {
    const itemId = itemIdFromHash(event.hash);
    return itemId === null ? -1 : findSlideIndex(context.slides, [itemId]);
  }
  return -1;
}

function stepOf(event: LightboxEvent): 1 | -1 | 0 {
  if (event.type === 'NEXT' || event.type === 'AUTOPLAY_TICK') return 1;
  if (event.type === 'PREVIOUS') return -1;
  if (event.type === 'KEY') return ARROW_STEPS[event.key] ?? 0;
  if (event.type === 'CLICK') return { next: 1 as const, previous: -1 as const, close: 0 as const }[clickAction(event.x) ?? 'close'];
  return 0;
}

type GuardArgs = { context: LightboxContext; event: LightboxEvent };
const namesSlide = ({ context, event }: GuardArgs) => context.available && requestedIndex(context, event) >= 0;
const historyNamesSlide = ({ context, event }: GuardArgs) => context.historyHash && requestedIndex(context, event) >= 0;
const historyNamesNone = ({ context, event }: GuardArgs) => context.historyHash && itemIdFromHash((event as { hash: string }).hash) === null;
const isCloseKey = ({ event }: GuardArgs) => event.type === 'KEY' && event.key === LIGHTBOX_CLOSE_KEY;
/** The id of autoplay's pending step, so a move, a pause or closing cancels it. */
const AUTOPLAY_TIMER = 'autoplay';
/** [GAL-085] Autoplay moves the lightbox: offered, playing and with somewhere to go. */
const autoplayRuns = (context: LightboxContext) => context.autoplay && context.playing && context.slides.length > 1;
const clickCloses = ({ event }: GuardArgs) => event.type === 'CLICK' && clickAction(event.x) === 'close';

const positiveMs = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback);

/** The lightbox: closed, opening, open and closing over a list of slides, with keys and clicks. */
export const lightboxMachine = setup({
  types: {
    input: {} as LightboxInput,
    context: {} as LightboxContext,
    events: {} as LightboxEvent,
    emitted: {} as LightboxEmitted,
  },
  guards: {
    namesSlide,
    isRefused: ({ context, event }) => !context.available && event.type === 'OPEN',
    historyNamesSlide,
    historyNamesNone,
    isCloseKey,
    isFreeArrowKey: ({ context, event }) => event.type === 'KEY' && event.key in ARROW_STEPS && !context.keyThrottled,
    clickCloses,
    clickMoves: ({ event }) => event.type === 'CLICK' && clickAction(event.x) !== null,
    asksToClose: ({ event }) => event.type === 'SET_OPEN' && !event.open,
    isControlled: ({ context }) => context.controlled,
    // Controlled, the visitor's opening and closing only ask the page.
    namesSlideControlled: (args) => args.context.controlled && namesSlide(args),
    historyNamesSlideControlled: (args) => args.context.controlled && historyNamesSlide(args),
    historyNamesNoneControlled: (args) => args.context.controlled && historyNamesNone(args),
    isCloseKeyControlled: (args) => args.context.controlled && isCloseKey(args),
    clickClosesControlled: (args) => args.context.controlled && clickCloses(args),
    opensNamedSlide: (args) => args.event.type === 'SET_OPEN' && args.event.open && namesSlide(args),
    canPlay: ({ context }) => context.autoplay && !context.playing && context.slides.length > 1,
    canPause: ({ context }) => context.autoplay && context.playing,
  },
  actions: {
    setMobile: assign({ mobile: ({ context, event }) => (event.type === 'SET_MOBILE' ? event.mobile : context.mobile) }),
    openAt: assign({ index: ({ context, event }) => requestedIndex(context, event) }),
    // [GAL-004] Opening adds a history entry, so the back button can close [LBX-011].
    pushHash: enqueueActions(({ context, enqueue }) => {
      const slide = context.slides[context.index];
      if (context.historyHash && slide) enqueue.emit({ type: 'writeHash', hash: hashForItem(slide.id), push: true });
    }),
    // NEXT, PREVIOUS, arrow keys and half clicks; without loop the ends hold. Controlled, the
    // step is only asked for.
    step: enqueueActions(({ context, event, enqueue }) => {
      const by = stepOf(event);
      // [GAL-085] Playing by itself goes round from the last item to the first.
      const index = by === 0 ? context.index : stepIndex(context.index, context.slides.length, by, context.loop || event.type === 'AUTOPLAY_TICK');
      if (index === context.index) return;
      enqueue.emit({ type: 'indexChange', index });
      if (context.controlled) return;
      enqueue.assign({ index });
      const slide = context.slides[index];
      if (context.historyHash && slide) enqueue.emit({ type: 'writeHash', hash: hashForItem(slide.id), push: false });
    }),
    // The page moved a controlled lightbox.
    showIndex: enqueueActions(({ context, event, enqueue }) => {
      const index = requestedIndex(context, event);
      if (index < 0 || index === context.index) return;
      enqueue.assign({ index });
      const slide = context.slides[index];
      if (context.historyHash && slide) enqueue.emit({ type: 'writeHash', hash: hashForItem(slide.id), push: false });
    }),
    requestOpen: emit(({ context, event }) => ({ type: 'openChange' as const, open: true, index: requestedIndex(context, event) })),
    requestClose: emit(({ context }) => ({ type: 'openChange' as const, open: false, index: context.index })),
    reportOpened: emit(({ context }) => ({ type: 'openChange' as const, open: true, index: context.index })),
    requestIndex: emit(({ context, event }) => ({ type: 'indexChange' as const, index: requestedIndex(context, event) })),
    reportIndex: emit(({ context }) => ({ type: 'indexChange' as const, index: context.index })),
    reportClosed: emit(({ context }) => ({ type: 'openChange' as const, open: false, index: context.index })),
    setSlides: assign(({ context, event }) =>
      event.type === 'SET_SLIDES' ? { slides: event.slides, index: Math.min(context.index, Math.max(0, event.slides.length - 1)) } : {},
    ),
    clearHash: enqueueActions(({ context, enqueue }) => {
      if (context.historyHash) enqueue.emit({ type: 'clearHash' });
    }),
    reportUnavailable: emit({ type: 'unavailable' as const, message: LIGHTBOX_UNAVAILABLE_MESSAGE }),
    // [LBX-013] A second arrow key within 200 ms is ignored.
    startThrottle: enqueueActions(({ enqueue }) => {
      enqueue.assign({ keyThrottled: true });
      enqueue.raise({ type: 'THROTTLE_END' }, { id: 'keyThrottle', delay: LIGHTBOX_KEY_THROTTLE_MS });
    }),
    endThrottle: assign({ keyThrottled: false }),
    // [GAL-085] While playing, the next item comes `autoplayTimeout` ms after this one showed ...
    scheduleAutoplay: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel(AUTOPLAY_TIMER);
      if (autoplayRuns(context)) enqueue.raise({ type: 'AUTOPLAY_TICK' }, { id: AUTOPLAY_TIMER, delay: context.autoplayTimeout });
    }),
    // ... and `autoplayResume` ms after the visitor last moved the lightbox.
    holdAutoplay: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel(AUTOPLAY_TIMER);
      if (autoplayRuns(context)) enqueue.raise({ type: 'AUTOPLAY_TICK' }, { id: AUTOPLAY_TIMER, delay: context.autoplayResume });
    }),
    stopAutoplayTimer: cancel(AUTOPLAY_TIMER),
    play: assign({ playing: true }),
    pause: assign({ playing: false }),
    // [GAL-085] Closed, the preference decides whether it plays when next opened (a lightbox
    // whose code arrives at the visitor's first click starts from the preference of that moment).
    followMotionWhileClosed: assign(({ context, event }) => {
      const on = event.type === 'REDUCED_MOTION' && event.on;
      return { reducedMotion: on, playing: context.autoplay && !on };
    }),
    // Open, reduced motion stops autoplay; turning it off again leaves the choice to the visitor.
    setReducedMotion: enqueueActions(({ event, enqueue }) => {
      const on = event.type === 'REDUCED_MOTION' && event.on;
      enqueue.assign({ reducedMotion: on });
      if (!on) return;
      enqueue.assign({ playing: false });
      enqueue.cancel(AUTOPLAY_TIMER);
    }),
  },
  delays: {
    // [LBX-024] The overlay fades in and out over 0.3 s.
    fade: LIGHTBOX_FADE_MS,
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({
    id: input.id ?? 'lightbox',
    slides: input.slides,
    historyHash: input.historyHash ?? false,
    mobile: input.mobile ?? false,
    loop: input.loop ?? false,
    title: input.title || LIGHTBOX_DEFAULT_TITLE,
    theme: input.theme ?? LIGHTBOX_DEFAULT_THEME,
    available: input.available ?? true,
    index: 0,
    keyThrottled: false,
    controlled: input.controlled ?? false,
    autoplay: input.autoplay ?? false,
    // [GAL-085] Off under reduced motion until the visitor presses play.
    playing: (input.autoplay ?? false) && !(input.reducedMotion ?? false),
    autoplayTimeout: positiveMs(input.autoplayTimeout, LIGHTBOX_AUTOPLAY_TIMEOUT_MS),
    autoplayResume: positiveMs(input.autoplayResume, LIGHTBOX_AUTOPLAY_RESUME_MS),
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'closed',
  on: {
    THROTTLE_END: { actions: 'endThrottle' },
    SET_SLIDES: { actions: 'setSlides' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
  },
  states: {
    closed: {
      on: {
        // The layout is fixed while the lightbox is open.
        SET_MOBILE: { actions: 'setMobile' },
        REDUCED_MOTION: { actions: 'followMotionWhileClosed' },
        OPEN: [
          { guard: 'namesSlideControlled', actions: 'requestOpen' },
          { guard: 'namesSlide', target: 'opening', actions: ['openAt', 'pushHash', 'reportOpened'] },
          { guard: 'isRefused', actions: 'reportUnavailable' },
        ],
        // [LBX-001] The slide named in the page URL opens on load.
        OPEN_FROM_ADDRESS: [
          { guard: 'namesSlideControlled', actions: 'requestOpen' },
          { guard: 'namesSlide', target: 'opening', actions: ['openAt', 'reportOpened'] },
        ],
        // The forward button brings an item's hash back: open it again.
        ADDRESS_CHANGE: [
          { guard: 'historyNamesSlideControlled', actions: 'requestOpen' },
          { guard: 'historyNamesSlide', target: 'opening', actions: ['openAt', 'reportOpened'] },
        ],
        SET_OPEN: { guard: 'opensNamedSlide', target: 'opening', actions: ['openAt', 'pushHash'] },
      },
    },
    // [LBX-006] The overlay fades in; content and close control follow in `open`.
    opening: {
      after: { fade: 'open' },
      on: {
        CLOSE: [{ guard: 'isControlled', actions: 'requestClose' }, { target: 'closing', actions: ['clearHash', 'reportClosed'] }],
        KEY: [
          { guard: 'isCloseKeyControlled', actions: 'requestClose' },
          { guard: 'isCloseKey', target: 'closing', actions: ['clearHash', 'reportClosed'] },
        ],
        ADDRESS_CHANGE: [
          { guard: 'historyNamesNoneControlled', actions: 'requestClose' },
          { guard: 'historyNamesNone', target: 'closing', actions: 'reportClosed' },
        ],
        SET_OPEN: { guard: 'asksToClose', target: 'closing', actions: 'clearHash' },
        SET_INDEX: { actions: 'showIndex' },
      },
    },
    open: {
      // [GAL-085] Playing starts (or goes on) when the content is in, and stops when it closes.
      entry: 'scheduleAutoplay',
      exit: 'stopAutoplayTimer',
      on: {
        NEXT: { actions: ['step', 'holdAutoplay'] },
        PREVIOUS: { actions: ['step', 'holdAutoplay'] },
        // [GAL-085] The play/pause control; a step by itself, then the next one scheduled.
        PLAY: { guard: 'canPlay', actions: ['play', 'scheduleAutoplay'] },
        PAUSE: { guard: 'canPause', actions: ['pause', 'stopAutoplayTimer'] },
        AUTOPLAY_TICK: { actions: ['step', 'scheduleAutoplay'] },
        // [LBX-007] The close control.
        CLOSE: [{ guard: 'isControlled', actions: 'requestClose' }, { target: 'closing', actions: ['clearHash', 'reportClosed'] }],
        KEY: [
          // [LBX-009] Esc.
          { guard: 'isCloseKeyControlled', actions: 'requestClose' },
          { guard: 'isCloseKey', target: 'closing', actions: ['clearHash', 'reportClosed'] },
          // [LBX-012] [LBX-013] ArrowLeft / ArrowRight (codes 37, 39), throttled to 200 ms.
          { guard: 'isFreeArrowKey', actions: ['step', 'startThrottle', 'holdAutoplay'] },
        ],
        CLICK: [
          // [LBX-014] The outer 2% margin closes.
          { guard: 'clickClosesControlled', actions: 'requestClose' },
          { guard: 'clickCloses', target: 'closing', actions: ['clearHash', 'reportClosed'] },
          // [LBX-015] [LBX-016] The left half goes back, the right half on.
          { guard: 'clickMoves', actions: ['step', 'holdAutoplay'] },
        ],
        // [LBX-011] The back button took the item out of the address: close, leave the hash be.
        ADDRESS_CHANGE: [
          { guard: 'historyNamesNoneControlled', actions: 'requestClose' },
          { guard: 'historyNamesNone', target: 'closing', actions: 'reportClosed' },
          { guard: 'historyNamesSlideControlled', actions: 'requestIndex' },
          { guard: 'historyNamesSlide', actions: ['openAt', 'reportIndex'] },
        ],
        SET_OPEN: { guard: 'asksToClose', target: 'closing', actions: 'clearHash' },
        SET_INDEX: { actions: 'showIndex' },
      },
    },
    // [LBX-010] It fades out, then is destroyed (renderers drop it in `closed`).
    closing: {
      after: { fade: 'closed' },
      on: {
        OPEN: [
          { guard: 'namesSlideControlled', actions: 'requestOpen' },
          { guard: 'namesSlide', target: 'opening', actions: ['openAt', 'pushHash', 'reportOpened'] },
        ],
        SET_OPEN: { guard: 'opensNamedSlide', target: 'opening', actions: ['openAt', 'pushHash'] },
      },
    },
  },
});
