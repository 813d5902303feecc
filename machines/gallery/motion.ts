/** The gallery's motion rules: how long a transition runs, what a gesture does, which slides stay loaded. */
import { isPreloadIndex } from '../media/logic.ts';
import { classifyGesture } from '../touch/logic.ts';
import { newSwipeOutcome, swipeDuration, type Transition } from './layouts.ts';

/** A touch or mouse drag over the stage, from press to release, as the renderer measured it. */
export interface Gesture {
  /** Horizontal travel (px), negative leftwards. */
  dx: number;
  /** Vertical travel (px). */
  dy: number;
  /** ms from press to release. */
  durationMs: number;
  /** The stage's width (px). */
  width: number;
}

export type GestureOutcome = 'next' | 'previous' | 'stay';

/**
 * [TOUCH-002] [GAL-064] [GAL-072] What a released gesture does: a swipe left goes next and right
 * back; with new-swipe a slower drag the track followed advances past the snap point (half the
 * width unless snapPoints says) or above velocity 1, else snaps back. Taps and vertical
 * swipes do nothing here (a tap is the click's).
 */
export function swipeOutcome(gesture: Gesture, transition: Transition | null, snapPoint: number | null): GestureOutcome {
  const kind = classifyGesture({ x: 0, y: 0, time: 0 }, { x: gesture.dx, y: gesture.dy, time: gesture.durationMs });
  if (kind.kind === 'swipe') return kind.direction === 'left' ? 'next' : kind.direction === 'right' ? 'previous' : 'stay';
  if (kind.kind === 'moveEnd' && transition === 'new-swipe') {
    return newSwipeOutcome(gesture.dx, gesture.width, gesture.dx / Math.max(1, gesture.durationMs), snapPoint);
  }
  return 'stay';
}

/**
 * [GAL-097] The part of the width a transition still has to travel after a gesture: the
 * new-swipe track followed the finger, so only the rest is left; every other move travels it all.
 */
export function remainingAfter(gesture: Gesture | null, transition: Transition | null): number {
  if (!gesture || transition !== 'new-swipe' || gesture.width <= 0) return 1;
  return Math.max(0, 1 - Math.abs(gesture.dx) / gesture.width);
}

/** What the transition's length depends on. */
export interface MotionFacts {
  motionMs: number;
  reducedMotion: boolean;
  transition: Transition | null;
  remaining: number;
  viewportWidth: number | null;
}

/**
 * [GAL-063] [GAL-086] [GAL-087] [GAL-097] How long (ms) the transition after an index change
 * runs: none when the visitor prefers reduced motion or the renderer times itself (0); a swipe
 * by the distance left and the window's width; otherwise the layout's animation.
 */
export function motionDuration(facts: MotionFacts): number {
  if (facts.reducedMotion || facts.motionMs <= 0) return 0;
  if (facts.transition === 'swipe' || facts.transition === 'new-swipe') {
    return Math.round(swipeDuration(facts.remaining, facts.viewportWidth ?? Number.POSITIVE_INFINITY) * 1000);
  }
  return facts.motionMs;
}

/** What the near slides depend on. */
export interface NearFacts {
  count: number;
  loop: boolean;
  preloadCount: number;
  near: readonly boolean[];
}

/**
 * [MEDIA-017] The slides whose pictures are loaded once `index` shows: every slide that was,
 * and those within `preloadCount` of it (round the ends with loop). The same array comes back
 * when nothing changes, so a renderer can compare it.
 */
export function nearAfter({ count, loop, preloadCount, near }: NearFacts, index: number): readonly boolean[] {
  let next: boolean[] | null = near.length === count ? null : Array.from({ length: count }, (_, slide) => near[slide] ?? false);
  for (let offset = -preloadCount; offset <= preloadCount; offset++) {
    const slide = loop && count > 0 ? (((index + offset) % count) + count) % count : index + offset;
    if (!isPreloadIndex(slide, index, count, preloadCount, loop) || (next ?? near)[slide]) continue;
    next ??= [...near];
    next[slide] = true;
  }
  return next ?? near;
}
