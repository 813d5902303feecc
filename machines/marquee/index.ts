export { marqueeMachine } from './machine.ts';
export type { MarqueeContext, MarqueeEvent, MarqueeInput } from './machine.ts';
export { connect as connectMarquee } from './connect.ts';
export type { MarqueeSnapshot } from './connect.ts';
export type { MarqueeApi, MarqueeGeometry } from './types.ts';
export { marqueeAnatomy } from './anatomy.ts';
export { decodeMarqueeBlock } from './codec.ts';
export type { MarqueeBlockData, MarqueeBlockDecoding } from './codec.ts';
export { amplitude, copiesNeeded, marqueePhase, regionWidth, scrollOffset, wavePath, wavelength } from './logic.ts';
export type { MarqueeDirection, MarqueeFlags, MarqueePhase, WaveShape } from './logic.ts';
export {
  MARQUEE_BLOCK_DATA_ERROR,
  MAX_WAVELENGTH,
  MIN_REGION_WIDTH,
  MIN_WAVELENGTH,
  PATH_SAMPLING_STEP,
  MARQUEE_PAUSE_LABEL,
  RESIZE_DEBOUNCE_MS,
} from './constants.ts';
