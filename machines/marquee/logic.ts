import {
  MAX_AMPLITUDE,
  MAX_WAVELENGTH,
  MIN_REGION_WIDTH,
  MIN_WAVELENGTH,
  PATH_SAMPLING_STEP,
} from './constants.ts';

export type MarqueePhase = 'running' | 'stopped' | 'paused';
export type MarqueeDirection = 'left' | 'right';

export interface MarqueeFlags {
  visible: boolean;
  reducedMotion: boolean;
  hovering: boolean;
  pausedOnHover: boolean;
  /** The visitor pressed the pause control (WCAG 2.2.2) and has not resumed. */
  pausedByVisitor?: boolean;
}

/**
 * [BLK-030] It runs while visible and reduced motion is not preferred; [BLK-031] [BLK-032]
 * it stops out of view or under reduced motion; [BLK-033] hover pauses it only with
 * pausedOnHover. The visitor's own pause (WCAG 2.2.2: moving content gets a pause control)
 * holds it paused whatever the pointer does, and brings it back paused, not running, when it
 * returns to view or motion is allowed again, until the visitor resumes.
 */
export function marqueePhase({ visible, reducedMotion, hovering, pausedOnHover, pausedByVisitor = false }: MarqueeFlags): MarqueePhase {
  if (!visible || reducedMotion) return 'stopped';
  return pausedByVisitor || (hovering && pausedOnHover) ? 'paused' : 'running';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** [BLK-034] The width the marquee lays out for: never under 50 px. */
export const regionWidth = (measured: number): number => Math.max(MIN_REGION_WIDTH, Number.isFinite(measured) ? measured : 0);

/** [BLK-035] waveFrequency 0..1 picks a wavelength from 1000 down to 250 px. */
export function wavelength(waveFrequency: number): number {
  return MAX_WAVELENGTH - clamp(waveFrequency, 0, 1) * (MAX_WAVELENGTH - MIN_WAVELENGTH);
}

export const amplitude = (waveIntensity: number): number => clamp(waveIntensity, 0, 1) * MAX_AMPLITUDE;

export interface WaveShape {
  width: number;
  waveFrequency: number;
  waveIntensity: number;
}

/**
 * [BLK-037] The wavy path as SVG path data, sampled every 3 px across the region (the last
 * point lands on the right edge), centred on `baseline`.
 */
export function wavePath({ width, waveFrequency, waveIntensity }: WaveShape, baseline: number): string {
  const w = regionWidth(width);
  const lambda = wavelength(waveFrequency);
  const a = amplitude(waveIntensity);
  const points: string[] = [];
  for (let x = 0; x < w + PATH_SAMPLING_STEP; x += PATH_SAMPLING_STEP) {
    const at = Math.min(x, w);
    points.push(`${at},${(baseline - a * Math.sin((2 * Math.PI * at) / lambda)).toFixed(2)}`);
    if (at === w) break;
  }
  return `M${points.join('L')}`;
}

/** Copies of the text that fill the region and one more to scroll in. */
export function copiesNeeded(width: number, unitLength: number): number {
  if (!(unitLength > 0)) return 1;
  return Math.ceil(regionWidth(width) / unitLength) + 1;
}

/**
 * The text's start offset along the path after `elapsedMs` of running at `speed` px/s: it
 * moves one text length and wraps, left to negative offsets, right the other way.
 */
export function scrollOffset(elapsedMs: number, speed: number, unitLength: number, direction: MarqueeDirection): number {
  if (!(unitLength > 0)) return 0;
  const travelled = ((elapsedMs / 1000) * speed) % unitLength;
  return direction === 'left' ? -travelled : travelled - unitLength;
}
