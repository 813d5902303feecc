import type { HighlightSettings } from './types.ts';
/** [BLK-040] The highlight's shapes, drawn as SVG strokes over the text. */
export const HIGHLIGHT_SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;

/** [BLK-043] The animation kinds; anything else is shown at once ([BLK-047]: 'none' here). */
export const HIGHLIGHT_ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const;

/** [BLK-042] The shape defaults to wave. */
export const DEFAULT_HIGHLIGHT_SHAPE = 'wave';

/** [BLK-044] The duration defaults to 0.75 (seconds). */
export const DEFAULT_HIGHLIGHT_DURATION_S = 0.75;

/** [BLK-051] The draw duration is clamped to 0.2 .. 1 s. */
export const MIN_DRAW_DURATION_S = 0.2;
export const MAX_DRAW_DURATION_S = 1;

/** [BLK-049] It plays 250 ms after ready (the start delay). */
export const HIGHLIGHT_START_DELAY_MS = 250;

/** [BLK-050] On layout transitions it resyncs for up to 2 s. */
export const HIGHLIGHT_RESYNC_MS = 2000;

/**
 * [BLK-045] A draw starts undrawn: at progress -1 for direction right, 1 otherwise. Progress 0
 * is the stroke fully drawn.
 */
export const UNDRAWN_PROGRESS_RIGHT = -1;
export const UNDRAWN_PROGRESS_OTHER = 1;

/**
 * Readings of the settings the spec names without values ([BLK-041]); ours, in the README:
 * color defaults to the text's colour, thickness to 3 px (kept within 1..24), linecap to round,
 * blend to normal. fadeScale grows from the scalable hide scale of block animations (0.94,
 * CONST-002), the spec's only hide scale.
 */
export const DEFAULT_HIGHLIGHT_COLOR = 'currentColor';
export const DEFAULT_HIGHLIGHT_THICKNESS = 3;
export const MIN_HIGHLIGHT_THICKNESS = 1;
export const MAX_HIGHLIGHT_THICKNESS = 24;
export const HIGHLIGHT_LINECAPS = ['round', 'butt', 'square'] as const;
export const DEFAULT_HIGHLIGHT_LINECAP = 'round';
export const HIGHLIGHT_BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'difference'] as const;
export const DEFAULT_HIGHLIGHT_BLEND = 'normal';
export const FADE_SCALE_FROM = 0.94;

/** The box a highlight is drawn for before its text is measured (px). */
export const UNMEASURED_BOX = { width: 100, height: 24 } as const;

/** [BLK-079] Block JSON that cannot be decoded is warned about and its render abandoned. */
export const HIGHLIGHT_BLOCK_DATA_ERROR = 'Error decoding highlight block data.';

/** [BLK-041] The settings a highlight falls back to, each the spec's default. */
export const DEFAULT_HIGHLIGHT_SETTINGS: HighlightSettings = Object.freeze({
  shape: DEFAULT_HIGHLIGHT_SHAPE,
  color: DEFAULT_HIGHLIGHT_COLOR,
  thickness: DEFAULT_HIGHLIGHT_THICKNESS,
  linecap: DEFAULT_HIGHLIGHT_LINECAP,
  blend: DEFAULT_HIGHLIGHT_BLEND,
  animation: 'none',
  direction: 'left',
  duration: DEFAULT_HIGHLIGHT_DURATION_S,
  isAnimationEnabled: true,
});
