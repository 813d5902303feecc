/** [WID-023] Logged for a colour model that is not rgb, hsl or hwb. */
export const INVALID_COLOUR_MODEL_MESSAGE = 'Invalid color model';

/**
 * [WID-024] Logged when a colour with alpha below 1 is turned into hex (which cannot carry
 * alpha). The spec says an error is logged without its words; these are ours (README).
 */
export const HEX_NEEDS_OPAQUE_MESSAGE = 'Cannot write a colour with alpha below 1 as hex';

/** [WID-020] Component ranges: channels 0..255, hue 0..360, percentages 0..100, alpha 0..1. */
export const COLOUR_RANGES = {
  channel: [0, 255],
  hue: [0, 360],
  percent: [0, 100],
  alpha: [0, 1],
} as const;
