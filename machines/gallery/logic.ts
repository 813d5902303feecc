/** Pure index rules the gallery machine and its connect share. */
import { NOMOTION_PARAM } from './constants.ts';

/** [GAL-009] The page's query asks for no motion (`nomotion=true`): autoplay is off. */
export function isNomotion(search: string): boolean {
  return new URLSearchParams(search).get(NOMOTION_PARAM) === 'true';
}

export type Direction = 'forward' | 'reverse';

/** Where a step lands: a new index, or the end it bumped into (without loop). */
export type StepResult = { index: number } | { reached: 'end' | 'beginning' };

/** The group (carousel page) an index belongs to; groups of one are plain slides. */
export function groupOf(index: number, groupSize: number): number {
  return Math.floor(index / Math.max(1, groupSize));
}

/** [GAL-047] [GAL-057] Whether `slide` shows: the current slide, or with groups its whole group. */
export function isActiveSlide(slide: number, index: number, groupSize: number): boolean {
  return groupSize > 1 ? groupOf(slide, groupSize) === groupOf(index, groupSize) : slide === index;
}

export function lastGroup(count: number, groupSize: number): number {
  return Math.max(0, groupOf(count - 1, groupSize));
}

/**
 * [GAL-037] [GAL-038] [GAL-042] [GAL-057] One step forward or back, by group: without loop it
 * stops at the ends and says which end it reached; with loop it wraps in both directions.
 */
export function step(index: number, count: number, delta: 1 | -1, loop: boolean, groupSize = 1): StepResult {
  const size = Math.max(1, groupSize);
  const group = groupOf(index, size);
  const last = lastGroup(count, size);
  const target = group + delta;
  if (target > last) return loop ? { index: 0 } : { reached: 'end' };
  if (target < 0) return loop ? { index: last * size } : { reached: 'beginning' };
  return { index: target * size };
}

/** A valid, whole index of a gallery with `count` slides. */
export function isIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/** The input index brought within the slides; 0 for an empty gallery. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** [GAL-037] Direction of a jump: towards a higher index is forward. */
export function directionTo(from: number, to: number): Direction {
  return to >= from ? 'forward' : 'reverse';
}

/**
 * [GAL-050] A random other slide: `random()` in [0, 1) picks among the count-1 others, so the
 * current slide is never picked again.
 */
export function randomOtherIndex(index: number, count: number, random: () => number): number {
  if (count <= 1) return index;
  const draw = Math.min(count - 2, Math.floor(Math.max(0, random()) * (count - 1)));
  return draw >= index ? draw + 1 : draw;
}

/**
 * [GAL-049] [GAL-050] The slide autoplay shows next: a random other with randomize and a
 * source of randomness, else the next one, wrapping past the last whatever `loop` says (a
 * slideshow that plays by itself goes round).
 */
export function autoplayTarget(index: number, count: number, randomize: boolean, random?: () => number): number {
  if (randomize && random) return randomOtherIndex(index, count, random);
  return count > 0 ? (index + 1) % count : 0;
}
