import { assign, enqueueActions, setup } from 'xstate';
import { DEFAULT_SPEED_PX_PER_S, RESIZE_DEBOUNCE_MS } from './constants.ts';
import { marqueePhase, regionWidth, type MarqueeDirection, type MarqueeFlags } from './logic.ts';

/** What the marquee machine starts from: `createActor(marqueeMachine, { input })`. */
export interface MarqueeInput {
  /** The root's DOM id; the parts' ids derive from it (marqueeAnatomy). */
  id?: string;
  /** [BLK-033] Hover pauses the marquee. */
  pausedOnHover?: boolean;
  /** The visitor prefers reduced motion at start. */
  reducedMotion?: boolean;
  /** The region's width at start (px). */
  width?: number;
  /** [BLK-029] The block's wave and motion props (readings in constants.ts). */
  waveFrequency?: number;
  waveIntensity?: number;
  animationDirection?: MarqueeDirection;
  animationSpeed?: number;
}

/** What the marquee machine remembers (`snapshot.context`). */
export interface MarqueeContext extends Required<MarqueeFlags> {
  id: string;
  /** The region's font size (px) as laid out, for the wave's height; 16 until measured. */
  fontSize: number;
  /** The length of one copy of the text along the path (px), 0 until measured. */
  unitLength: number;
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: MarqueeDirection;
  /** px per second. */
  animationSpeed: number;
  /** The width laid out for, after the resize debounce ([BLK-034] at least 50). */
  width: number;
  /** The latest measured width, waiting out the debounce. */
  pendingWidth: number;
  /** The region has been measured once (that first measure is laid out at once). */
  measured: boolean;
}

/** The events the marquee machine accepts. */
export type MarqueeEvent =
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  /** The visitor's pause control (WCAG 2.2.2): pause until RESUME, whatever hover and view do. */
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'RESIZE'; width: number }
  /** The text as the page laid it out: its font size and one copy's length (px). */
  | { type: 'MEASURE_TEXT'; fontSize: number; unitLength: number }
  /** Raised by the machine itself once resizes have been quiet for 1 s. */
  | { type: 'RESIZE_SETTLED' };

const RESIZE_TIMER = 'resizeDebounce';

/** The marquee: running, paused on hover or stopped when hidden or with reduced motion. */
export const marqueeMachine = setup({
  types: {
    input: {} as MarqueeInput,
    context: {} as MarqueeContext,
    events: {} as MarqueeEvent,
  },
  guards: {
    isRunning: ({ context }) => marqueePhase(context) === 'running',
    isPaused: ({ context }) => marqueePhase(context) === 'paused',
    isStopped: ({ context }) => marqueePhase(context) === 'stopped',
    isFirstMeasure: ({ context }) => !context.measured,
  },
  actions: {
    markVisible: assign({ visible: true }),
    markHidden: assign({ visible: false }),
    setReducedMotion: assign({ reducedMotion: ({ event }) => (event.type === 'REDUCED_MOTION' ? event.on : false) }),
    markHovering: assign({ hovering: true }),
    markNotHovering: assign({ hovering: false }),
    markPausedByVisitor: assign({ pausedByVisitor: true }),
    markResumedByVisitor: assign({ pausedByVisitor: false }),
    // [BLK-036] Each resize restarts the 1 s wait; only the last width is laid out.
    holdWidth: assign({ pendingWidth: ({ context, event }) => (event.type === 'RESIZE' ? event.width : context.pendingWidth) }),
    restartResizeTimer: enqueueActions(({ enqueue }) => {
      enqueue.cancel(RESIZE_TIMER);
      enqueue.raise({ type: 'RESIZE_SETTLED' }, { id: RESIZE_TIMER, delay: RESIZE_DEBOUNCE_MS });
    }),
    setTextMeasure: assign({
      fontSize: ({ context, event }) => (event.type === 'MEASURE_TEXT' && event.fontSize > 0 ? event.fontSize : context.fontSize),
      unitLength: ({ context, event }) => (event.type === 'MEASURE_TEXT' && event.unitLength >= 0 ? event.unitLength : context.unitLength),
    }),
    applyWidth: assign({ width: ({ context }) => regionWidth(context.pendingWidth), measured: true }),
  },
}).createMachine({
  id: 'marquee',
  context: ({ input }) => ({
    id: input.id ?? 'marquee',
    fontSize: 16,
    unitLength: 0,
    visible: false,
    reducedMotion: input.reducedMotion ?? false,
    hovering: false,
    pausedOnHover: input.pausedOnHover ?? false,
    pausedByVisitor: false,
    waveFrequency: input.waveFrequency ?? 0.5,
    waveIntensity: input.waveIntensity ?? 0.5,
    animationDirection: input.animationDirection ?? 'left',
    animationSpeed: input.animationSpeed ?? DEFAULT_SPEED_PX_PER_S,
    width: regionWidth(input.width ?? 0),
    pendingWidth: input.width ?? 0,
    measured: input.width !== undefined,
  }),
  // The phase follows the flags: each event sets one, then the state settles on the phase.
  on: {
    VISIBLE: { actions: 'markVisible' },
    HIDDEN: { actions: 'markHidden' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
    HOVER_START: { actions: 'markHovering' },
    HOVER_END: { actions: 'markNotHovering' },
    PAUSE: { actions: 'markPausedByVisitor' },
    RESUME: { actions: 'markResumedByVisitor' },
    RESIZE: [
      // The first measure is the layout, not a resize: it applies at once.
      { guard: 'isFirstMeasure', actions: ['holdWidth', 'applyWidth'] },
      { actions: ['holdWidth', 'restartResizeTimer'] },
    ],
    RESIZE_SETTLED: { actions: 'applyWidth' },
    MEASURE_TEXT: { actions: 'setTextMeasure' },
  },
  // Out of view until the observer says otherwise.
  initial: 'stopped',
  states: {
    stopped: {
      always: [
        { guard: 'isRunning', target: 'running' },
        { guard: 'isPaused', target: 'paused' },
      ],
    },
    running: {
      always: [
        { guard: 'isStopped', target: 'stopped' },
        { guard: 'isPaused', target: 'paused' },
      ],
    },
    paused: {
      always: [
        { guard: 'isStopped', target: 'stopped' },
        { guard: 'isRunning', target: 'running' },
      ],
    },
  },
});
