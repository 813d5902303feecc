import { assign, enqueueActions, setup } from 'xstate';
import type { HighlightSettings } from './types.ts';
import { DEFAULT_HIGHLIGHT_SETTINGS, HIGHLIGHT_RESYNC_MS, HIGHLIGHT_START_DELAY_MS, UNMEASURED_BOX } from './constants.ts';
import { initialProgress, MAX_BOX_SIDE, playDurationMs, type Box } from './logic.ts';

/** What the text highlight machine starts from: `createActor(highlightMachine, { input })`. */
export interface HighlightInput {
  /** Prefix of the parts' DOM ids; unique per page. */
  id?: string;
  /** [BLK-041] Decoded settings (defaults for those not given). */
  settings?: Partial<HighlightSettings>;
  /** The visitor prefers reduced motion at start (the browser adapter corrects it). */
  reducedMotion?: boolean;
}

/** What the text highlight machine remembers (`snapshot.context`). */
export interface HighlightContext {
  id: string;
  settings: HighlightSettings;
  /** [BLK-045] .. [BLK-047] Where the highlight stands, -1..1 (0 is the end state); the start of a play. */
  progress: number;
  /** The progress a play moves to (the end state, 0). */
  target: number;
  /** [BLK-051] How long the current (or next) play lasts, ms. */
  playMs: number;
  /** The text is in the viewport, as the observer last said. */
  inView: boolean;
  reducedMotion: boolean;
  /** The text's box the strokes are drawn for (px). */
  box: Box;
  /** [BLK-050] Within 2 s of a layout transition: the adapter re-measures the box every frame. */
  resyncing: boolean;
}

/** The events the text highlight machine accepts. */
export type HighlightEvent =
  /** The text is laid out and measured, the adapter's observers are attached: the start delay runs. */
  | { type: 'READY' }
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  /** The text's box measured (after a resize, a font load, each frame of a resync). */
  | { type: 'MEASURE'; width: number; height: number }
  /** A layout transition started around the text (an accordion opening, a font swap, a resize). */
  | { type: 'LAYOUT_TRANSITION' }
  /** Raised by the machine itself 2 s after the last layout transition. */
  | { type: 'RESYNC_END' };

const RESYNC_TIMER = 'resync';

/** A machine that will animate: an animation kind, animations enabled, motion allowed. */
const animates = (context: HighlightContext) =>
  context.settings.animation !== 'none' && context.settings.isAnimationEnabled && !context.reducedMotion;

const finite = (value: number, fallback: number) => (Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_BOX_SIDE) : fallback);

/**
 * The text highlight (BLK-040..051): it starts by its animation kind (a draw undrawn, a fade
 * hidden, any other shown), waits for ready and the 250 ms start delay, plays once the text is
 * in view (at once if it already is), for the draw duration scaled by the distance and clamped
 * to 0.2..1 s, and rests at its end state. Reduced motion or `isAnimationEnabled` false show
 * the end state without playing. A layout transition opens a 2 s window in which the adapter
 * re-measures the text each frame so the strokes follow it.
 */
export const highlightMachine = setup({
  types: {
    input: {} as HighlightInput,
    context: {} as HighlightContext,
    events: {} as HighlightEvent,
  },
  guards: {
    isStatic: ({ context }) => !animates(context),
    isInView: ({ context }) => context.inView,
    turnsMotionOff: ({ event }) => event.type === 'REDUCED_MOTION' && event.on,
  },
  actions: {
    markVisible: assign({ inView: true }),
    markHidden: assign({ inView: false }),
    setReducedMotion: assign({ reducedMotion: ({ event, context }) => (event.type === 'REDUCED_MOTION' ? event.on : context.reducedMotion) }),
    measure: assign({
      box: ({ context, event }) =>
        event.type === 'MEASURE' ? { width: finite(event.width, context.box.width), height: finite(event.height, context.box.height) } : context.box,
    }),
    // [BLK-051] The play's length from where progress stands now.
    preparePlay: assign({ playMs: ({ context }) => playDurationMs(context.settings.animation, context.settings.duration, context.progress, context.target) }),
    // The end state: the stroke drawn, the overlay fully shown.
    finish: assign({ progress: ({ context }) => context.target }),
    // [BLK-050] Each transition restarts the 2 s window.
    startResync: enqueueActions(({ enqueue }) => {
      enqueue.assign({ resyncing: true });
      enqueue.cancel(RESYNC_TIMER);
      enqueue.raise({ type: 'RESYNC_END' }, { id: RESYNC_TIMER, delay: HIGHLIGHT_RESYNC_MS });
    }),
    endResync: assign({ resyncing: false }),
  },
  delays: {
    // [BLK-049] The start delay after ready.
    startDelay: HIGHLIGHT_START_DELAY_MS,
    // [BLK-051] The play's own length.
    play: ({ context }) => context.playMs,
  },
}).createMachine({
  id: 'highlight',
  context: ({ input }) => {
    const settings = { ...DEFAULT_HIGHLIGHT_SETTINGS, ...input.settings };
    const progress = initialProgress(settings.animation, settings.direction);
    return {
      id: input.id ?? 'highlight',
      settings,
      progress,
      target: 0,
      playMs: playDurationMs(settings.animation, settings.duration, progress, 0),
      inView: false,
      reducedMotion: input.reducedMotion ?? false,
      box: { ...UNMEASURED_BOX },
      resyncing: false,
    };
  },
  on: {
    VISIBLE: { actions: 'markVisible' },
    HIDDEN: { actions: 'markHidden' },
    MEASURE: { actions: 'measure' },
    LAYOUT_TRANSITION: { actions: 'startResync' },
    RESYNC_END: { actions: 'endResync' },
    // [BLK-048] .. [BLK-051] Reduced motion turned on before or during a play: the end state at once.
    REDUCED_MOTION: [{ guard: 'turnsMotionOff', target: '.shown', actions: ['setReducedMotion', 'finish'] }, { actions: 'setReducedMotion' }],
  },
  initial: 'pending',
  states: {
    // [BLK-045] [BLK-046] The initial look by kind, until ready.
    pending: {
      always: { guard: 'isStatic', target: 'shown', actions: 'finish' },
      on: { READY: 'delaying' },
    },
    // [BLK-049] 250 ms after ready it plays if the text is in view.
    delaying: {
      after: { startDelay: [{ guard: 'isInView', target: 'playing' }, { target: 'waiting' }] },
    },
    // [BLK-048] Out of view after the delay: it plays when the text scrolls into view.
    waiting: {
      on: { VISIBLE: { target: 'playing', actions: 'markVisible' } },
    },
    playing: {
      entry: 'preparePlay',
      after: { play: { target: 'shown', actions: 'finish' } },
    },
    // [BLK-047] The end state: drawn, shown; nothing plays again.
    shown: {
      on: { REDUCED_MOTION: { actions: 'setReducedMotion' } },
    },
  },
});
