export { highlightAnatomy } from './anatomy.ts';
export { highlightMachine } from './machine.ts';
export type { HighlightContext, HighlightEvent, HighlightInput } from './machine.ts';
export { connect as connectHighlight, svgStyle as highlightSvgStyle } from './connect.ts';
export type { HighlightApi, HighlightPhase, HighlightSnapshot } from './types.ts';
export { decodeHighlightBlock, decodeHighlightSettings, DEFAULT_HIGHLIGHT_SETTINGS } from './codec.ts';
export type { HighlightBlockData, HighlightBlockDecoding, HighlightSettings, HighlightSettingsDecoding } from './codec.ts';
export { initialProgress, lookAt as highlightLookAt, playDurationMs, progressAt as highlightProgressAt, shapePaths as highlightShapePaths } from './logic.ts';
export type { Box, HighlightAnimation, HighlightDirection, HighlightLook, HighlightShape } from './logic.ts';
export {
  DEFAULT_HIGHLIGHT_DURATION_S,
  DEFAULT_HIGHLIGHT_SHAPE,
  HIGHLIGHT_ANIMATIONS,
  HIGHLIGHT_BLOCK_DATA_ERROR,
  HIGHLIGHT_RESYNC_MS,
  HIGHLIGHT_SHAPES,
  HIGHLIGHT_START_DELAY_MS,
  MAX_DRAW_DURATION_S,
  MIN_DRAW_DURATION_S,
} from './constants.ts';
