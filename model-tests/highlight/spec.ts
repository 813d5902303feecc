import { assign, setup } from 'xstate';
import type { HighlightAnimation, HighlightDirection } from '../../machines/highlight/logic.ts';

/**
 * The text highlight as a visitor meets it, stated apart from the real machine (BLK-045..051):
 * a draw starts undrawn (-1 for direction right, 1 otherwise), a fade hidden, any other shown;
 * 250 ms after ready it plays if the text is in view, or later when it scrolls in; a play ends
 * at the end state (progress 0); reduced motion, or animations turned off, show the end state
 * at once; a layout transition opens a 2 s resync window.
 */
export interface HighlightModelConfig {
  animation: HighlightAnimation;
  direction: HighlightDirection;
  isAnimationEnabled: boolean;
  /** The visitor prefers reduced motion at load. */
  reducedMotion: boolean;
  /** The width the text measures at (px). */
  measuredWidth: number;
  /**
   * Only what a page can do: a time step waits for the states that have a timer, and reduced
   * motion is switched off only where the machine would notice (the page driver needs this).
   */
  physical: boolean;
}

export type HighlightModelEvent =
  | { type: 'READY' }
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  | { type: 'MEASURE' }
  | { type: 'LAYOUT_TRANSITION' }
  /** 250 ms pass. */
  | { type: 'START_DELAY_PASSED' }
  /** The play's duration passes. */
  | { type: 'PLAY_DONE' }
  /** 2 s pass. */
  | { type: 'RESYNC_DONE' };

export interface HighlightView {
  state: 'pending' | 'delaying' | 'waiting' | 'playing' | 'shown';
  /** Where the highlight rests (a play's start while it plays; 0 at the end state). */
  progress: number;
  resyncing: boolean;
  /** The box width the strokes are drawn for; null before the text is measured. */
  width: number | null;
}

interface SpecContext {
  inView: boolean;
  reduced: boolean;
  resyncing: boolean;
  /** The box width once measured. */
  width: number | null;
  /** [BLK-045] .. [BLK-047] Where the highlight starts. */
  start: number;
  /** The page's scripts run (after READY): only then are the media query and transitions heard. */
  bound: boolean;
}

export function startProgress(config: HighlightModelConfig): number {
  if (config.animation === 'draw') return config.direction === 'right' ? -1 : 1;
  return config.animation === 'fade' || config.animation === 'fadeScale' ? 1 : 0;
}

export const animatesAtLoad = (config: HighlightModelConfig) => config.animation !== 'none' && config.isAnimationEnabled && !config.reducedMotion;

export function createHighlightSpec(config: HighlightModelConfig) {
  const spec = setup({
    types: { context: {} as SpecContext, events: {} as HighlightModelEvent },
    guards: {
      turnsOn: ({ event }) => event.type === 'REDUCED_MOTION' && event.on,
      inView: ({ context }) => context.inView,
      resyncing: ({ context }) => context.resyncing,
      reduced: ({ context }) => context.reduced,
      // On a page, a transition is heard once the scripts run, and happens only with motion allowed.
      canTransition: ({ context }) => !config.physical || (context.bound && !context.reduced),
    },
    actions: {
      reduce: assign({ reduced: true }),
      allowMotion: assign({ reduced: false }),
      setMotion: assign({ reduced: ({ event }) => event.type === 'REDUCED_MOTION' && event.on }),
      markVisible: assign({ inView: true }),
      markHidden: assign({ inView: false }),
      measure: assign({ width: config.measuredWidth }),
      bind: assign({ bound: true }),
      // Before the scripts run, a page only remembers the setting; READY reads it.
      noteMotion: assign({ reduced: ({ event }) => event.type === 'REDUCED_MOTION' && event.on }),
      startResync: assign({ resyncing: true }),
      endResync: assign({ resyncing: false }),
    },
  });
  const on = {
    VISIBLE: { actions: 'markVisible' },
    HIDDEN: { actions: 'markHidden' },
    // On a page the text is measured as the scripts run (READY), not as a step of its own.
    ...(config.physical ? {} : { MEASURE: { actions: 'measure' as const } }),
    LAYOUT_TRANSITION: { guard: 'canTransition', actions: 'startResync' },
    RESYNC_DONE: { guard: 'resyncing', actions: 'endResync' },
  } as const;
  const context = { inView: false, reduced: config.reducedMotion, resyncing: false, width: null, start: startProgress(config), bound: !config.physical };
  // Before the end state, reduced motion turned on shows the end state at once.
  const motion = [
    { guard: 'turnsOn', target: '#highlightSpec.shown', actions: 'reduce' },
    { actions: 'allowMotion' },
  ] as const;
  const animated = spec.createMachine({
    id: 'highlightSpec',
    context,
    initial: 'pending',
    on,
    states: {
      pending: {
        on: config.physical
          ? {
              READY: [
                { guard: 'reduced', target: 'shown', actions: ['bind', 'measure'] },
                { target: 'delaying', actions: ['bind', 'measure'] },
              ],
              REDUCED_MOTION: { actions: 'noteMotion' },
            }
          : { READY: 'delaying', REDUCED_MOTION: motion },
      },
      delaying: { on: { START_DELAY_PASSED: [{ guard: 'inView', target: 'playing' }, { target: 'waiting' }], REDUCED_MOTION: motion } },
      waiting: { on: { VISIBLE: { target: 'playing', actions: 'markVisible' }, REDUCED_MOTION: motion } },
      playing: { on: { PLAY_DONE: 'shown', REDUCED_MOTION: motion } },
      shown: { on: { REDUCED_MOTION: { actions: 'setMotion' } } },
    },
  });
  if (animatesAtLoad(config)) return animated;
  // A highlight that does not animate is shown from the start and never leaves it.
  return spec.createMachine({
    id: 'highlightSpec',
    context,
    initial: 'shown',
    on,
    states: { shown: { on: { REDUCED_MOTION: { actions: 'setMotion' } } } },
  }) as unknown as typeof animated;
}

export type HighlightSpec = ReturnType<typeof createHighlightSpec>;
