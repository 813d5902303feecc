import { assign, setup } from 'xstate';

/**
 * The marquee as a visitor meets it, stated apart from the real machine (BLK-030..036): it
 * moves while on screen and motion is allowed, hover pauses it only with pausedOnHover, and a
 * resize is laid out after 1 s of quiet. Its pause control (WCAG 2.2.2) holds it paused, over
 * hover and visibility changes, until the visitor resumes.
 */
export interface MarqueeModelConfig {
  pausedOnHover: boolean;
  /** The visitor prefers reduced motion at load. */
  reducedMotion: boolean;
  /** Widths a resize may take; none to leave resizing out. */
  resizeWidths: readonly number[];
  /** The region's width when first measured. */
  initialWidth: number;
  /**
   * Only what a pointer and keyboard can do: hover and press the pause control only on
   * screen, and nothing leaves the view while hovered (a page driver needs this; the machine
   * driver does not).
   */
  physical: boolean;
}

export type MarqueeModelEvent =
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  | { type: 'REDUCED_MOTION'; on: boolean }
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  /** The visitor presses the pause control (pausing), and presses it again (resuming). */
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'RESIZE'; width: number }
  /** 1 s passes. */
  | { type: 'RESIZE_SETTLED' };

export interface MarqueeView {
  state: 'running' | 'stopped' | 'paused';
  /** The pause control is pressed (the visitor's pause holds). */
  pausePressed: boolean;
  /** The width the wave is laid out for. */
  width: number;
}

interface SpecContext {
  visible: boolean;
  reduced: boolean;
  hovering: boolean;
  pausedByVisitor: boolean;
  width: number;
  pending: number | null;
}

type Phase = MarqueeView['state'];

function phase(
  config: MarqueeModelConfig,
  { visible, reduced, hovering, pausedByVisitor }: Pick<SpecContext, 'visible' | 'reduced' | 'hovering' | 'pausedByVisitor'>,
): Phase {
  if (!visible || reduced) return 'stopped';
  return pausedByVisitor || (hovering && config.pausedOnHover) ? 'paused' : 'running';
}

export function createMarqueeSpec(config: MarqueeModelConfig) {
  const phases: Phase[] = ['running', 'stopped', 'paused'];
  // Every event sets a flag; the state is where the flags lead (one transition per target).
  const to = (next: (context: SpecContext, event: MarqueeModelEvent) => Partial<SpecContext>) =>
    phases.map((target) => ({
      target: `#marqueeSpec.${target}`,
      guard: ({ context, event }: { context: SpecContext; event: MarqueeModelEvent }) =>
        phase(config, { ...context, ...next(context, event) }) === target,
      actions: assign(({ context, event }: { context: SpecContext; event: MarqueeModelEvent }) => next(context, event)),
    })) as never;
  const canHover = (context: SpecContext) => !config.physical || context.visible;
  // The control is pressed from the keyboard: on screen (focusing it would scroll it in).
  const canPress = canHover;
  const canHide = (context: SpecContext) => !config.physical || !context.hovering;
  return setup({
    types: { context: {} as SpecContext, events: {} as MarqueeModelEvent },
    guards: {
      knownWidth: ({ event }) => event.type === 'RESIZE' && config.resizeWidths.includes(event.width),
      settling: ({ context }) => context.pending !== null,
    },
  }).createMachine({
    id: 'marqueeSpec',
    context: { visible: false, reduced: config.reducedMotion, hovering: false, pausedByVisitor: false, width: config.initialWidth, pending: null },
    initial: 'stopped',
    on: {
      VISIBLE: to(() => ({ visible: true })),
      HIDDEN: to((context) => (canHide(context) ? { visible: false } : {})),
      REDUCED_MOTION: to((_, event) => (event.type === 'REDUCED_MOTION' && typeof event.on === 'boolean' ? { reduced: event.on } : {})),
      HOVER_START: to((context) => (canHover(context) ? { hovering: true } : {})),
      HOVER_END: to((context) => (canHover(context) ? { hovering: false } : {})),
      PAUSE: to((context) => (canPress(context) ? { pausedByVisitor: true } : {})),
      RESUME: to((context) => (canPress(context) ? { pausedByVisitor: false } : {})),
      // Only the configuration's widths (the planner also tries events without payload).
      ...(config.resizeWidths.length > 0
        ? {
            RESIZE: {
              guard: 'knownWidth',
              actions: assign({ pending: ({ event }) => (event.type === 'RESIZE' ? event.width : null) }),
            },
            RESIZE_SETTLED: {
              guard: 'settling',
              actions: assign({ width: ({ context }) => context.pending ?? context.width, pending: null }),
            },
          }
        : {}),
    },
    states: Object.fromEntries(phases.map((name) => [name, {}])) as { running: object; stopped: object; paused: object },
  });
}

export type MarqueeSpec = ReturnType<typeof createMarqueeSpec>;
