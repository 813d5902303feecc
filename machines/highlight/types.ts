import type { SnapshotFrom } from 'xstate';
import type { HIGHLIGHT_BLENDS, HIGHLIGHT_LINECAPS } from './constants.ts';
import type { HighlightAnimation, HighlightDirection, HighlightLook, HighlightShape } from './logic.ts';
import type { highlightMachine } from './machine.ts';

export type HighlightSnapshot = SnapshotFrom<typeof highlightMachine>;

/** The machine's states: before ready, the start delay, waiting for the view, playing, at the end state. */
export type HighlightPhase = 'pending' | 'delaying' | 'waiting' | 'playing' | 'shown';

type Scope = { 'data-scope': 'highlight' };

/** What the text highlight's connect returns: its parts as props for any renderer. */
export interface HighlightApi {
  phase: HighlightPhase;
  settings: HighlightSettings;
  /** Where the highlight stands (-1..1, 0 the end state) outside a play; a play starts here. */
  progress: number;
  /** A play runs: the frame loop moves the look from `progress` to `target` over `playMs`. */
  playing: boolean;
  target: number;
  playMs: number;
  /** [BLK-050] Within 2 s of a layout transition: the text's box is re-measured every frame. */
  resyncing: boolean;
  /** The SVG path data of each stroke, for the measured box. */
  strokes: readonly string[];
  /** The progress `elapsedMs` into the current play (what the frame loop draws; always -1..1). */
  progressAt(elapsedMs: number): number;
  /** What a progress looks like: dash offset, opacity, scale. */
  lookAt(progress: number): HighlightLook;
  /** The inline wrapper of the text and its strokes. */
  getRootProps(): Scope & {
    id: string;
    'data-part': 'root';
    'data-state': HighlightPhase;
    'data-shape': HighlightShape;
    'data-animation': HighlightSettings['animation'];
    'data-resyncing': '' | undefined;
    style: Record<string, string>;
  };
  /** The highlighted words: the text itself, read by assistive technology as it is. */
  getTextProps(): Scope & { id: string; 'data-part': 'text' };
  /** The SVG over the text: decoration, hidden from assistive technology. */
  getSvgProps(): Scope & {
    'data-part': 'svg';
    'aria-hidden': true;
    focusable: 'false';
    viewBox: string;
    preserveAspectRatio: 'none';
    style: Record<string, string>;
  };
  /** One stroke (`index` of `strokes`). */
  getStrokeProps(index: number): Scope & {
    'data-part': 'stroke';
    d: string;
    pathLength: 1;
    style: Record<string, string>;
  };
}

/** [BLK-041] The highlight's settings, every one decoded to a usable value. */
export interface HighlightSettings {
  shape: HighlightShape;
  color: string;
  thickness: number;
  linecap: (typeof HIGHLIGHT_LINECAPS)[number];
  blend: (typeof HIGHLIGHT_BLENDS)[number];
  animation: HighlightAnimation;
  direction: HighlightDirection;
  /** Seconds. */
  duration: number;
  isAnimationEnabled: boolean;
}
