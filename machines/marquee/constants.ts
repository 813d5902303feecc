/** [BLK-034] The marquee region is at least 50 px wide. */
export const MIN_REGION_WIDTH = 50;

/** [BLK-035] The wave's wavelength ranges from 250 to 1000 px. */
export const MIN_WAVELENGTH = 250;
export const MAX_WAVELENGTH = 1000;

/** [BLK-036] Resizes are handled once they have been quiet for 1 s. */
export const RESIZE_DEBOUNCE_MS = 1000;

/** [BLK-037] The path is sampled every 3 px. */
export const PATH_SAMPLING_STEP = 3;

/**
 * Readings of the block props the spec names without units ([BLK-029]): waveFrequency and
 * waveIntensity are fractions 0..1 (frequency 0 gives the longest wave, 1 the shortest;
 * intensity 1 gives the largest swing), animationSpeed is in px per second.
 */
export const MAX_AMPLITUDE = 40;
export const DEFAULT_SPEED_PX_PER_S = 60;
export const MAX_SPEED_PX_PER_S = 1000;

/**
 * The pause control's accessible name. Moving content that lasts over 5 s needs a way to pause
 * it (WCAG 2.2.2); the spec names no control, so the words are ours. The control is a toggle
 * button: the name stays, `aria-pressed` says whether the visitor has paused it.
 */
export const MARQUEE_PAUSE_LABEL = 'Pause marquee';

/** [BLK-079] Block JSON that cannot be decoded is warned about and its render abandoned. */
export const MARQUEE_BLOCK_DATA_ERROR = 'Error decoding marquee block data.';
