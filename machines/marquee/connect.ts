import type { SnapshotFrom } from 'xstate';
import { MARQUEE_PAUSE_LABEL } from './constants.ts';
import { amplitude, copiesNeeded, scrollOffset, wavePath, type MarqueeDirection, type MarqueePhase } from './logic.ts';
import type { MarqueeEvent, marqueeMachine } from './machine.ts';

export type MarqueeSnapshot = SnapshotFrom<typeof marqueeMachine>;

export interface MarqueeGeometry {
  width: number;
  height: number;
  viewBox: string;
  /** SVG path data of the wave the text follows. */
  path: string;
}

export interface MarqueeApi {
  phase: MarqueePhase;
  running: boolean;
  /** The visitor paused it with the pause control and has not resumed (WCAG 2.2.2). */
  pausedByVisitor: boolean;
  direction: MarqueeDirection;
  /** The wave for text of this font size (px): tall enough for the swing and the glyphs. */
  geometry(fontSize: number): MarqueeGeometry;
  /** How many copies of a text `unitLength` px long fill the region and scroll in. */
  copies(unitLength: number): number;
  /** The text's start offset after `elapsedMs` of running (frame loops call it; no render). */
  offsetAt(elapsedMs: number, unitLength: number): number;
  getRootProps(): {
    'data-scope': 'marquee';
    'data-part': 'root';
    'data-state': MarqueePhase;
    'data-direction': MarqueeDirection;
    onPointerEnter(): void;
    onPointerLeave(): void;
  };
  /**
   * The visible pause control (WCAG 2.2.2), a toggle button: pressed while the visitor holds the
   * marquee paused; activating it (click, Enter, Space) pauses or resumes.
   */
  getPauseTriggerProps(): {
    type: 'button';
    'aria-label': string;
    'aria-pressed': boolean;
    'data-scope': 'marquee';
    'data-part': 'pause-trigger';
    'data-state': 'on' | 'off';
    onClick(): void;
  };
}

/** Pure view model of the wavy-path marquee for any renderer. */
export function connect(snapshot: MarqueeSnapshot, send: (event: MarqueeEvent) => void): MarqueeApi {
  const { width, waveFrequency, waveIntensity, animationDirection, animationSpeed, pausedByVisitor } = snapshot.context;
  const phase = snapshot.value as MarqueePhase;
  return {
    phase,
    running: phase === 'running',
    pausedByVisitor,
    direction: animationDirection,
    geometry: (fontSize) => {
      const swing = amplitude(waveIntensity);
      const height = Math.ceil(2 * swing + 1.3 * fontSize);
      return {
        width,
        height,
        viewBox: `0 0 ${width} ${height}`,
        path: wavePath({ width, waveFrequency, waveIntensity }, swing + fontSize),
      };
    },
    copies: (unitLength) => copiesNeeded(width, unitLength),
    offsetAt: (elapsedMs, unitLength) => scrollOffset(elapsedMs, animationSpeed, unitLength, animationDirection),
    getRootProps: () => ({
      'data-scope': 'marquee',
      'data-part': 'root',
      'data-state': phase,
      'data-direction': animationDirection,
      onPointerEnter: () => send({ type: 'HOVER_START' }),
      onPointerLeave: () => send({ type: 'HOVER_END' }),
    }),
    getPauseTriggerProps: () => ({
      type: 'button',
      'aria-label': MARQUEE_PAUSE_LABEL,
      'aria-pressed': pausedByVisitor,
      'data-scope': 'marquee',
      'data-part': 'pause-trigger',
      'data-state': pausedByVisitor ? 'on' : 'off',
      onClick: () => send({ type: pausedByVisitor ? 'RESUME' : 'PAUSE' }),
    }),
  };
}
