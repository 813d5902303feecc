import { SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX, TAP_MAX_MOVEMENT_PX } from './constants.ts';

/** [TOUCH-001] A touch event: an action, a point, and its target elements. */
export interface TouchPoint {
  action: 'start' | 'move' | 'end';
  x: number;
  y: number;
  /** ms, from the event's timeStamp */
  time: number;
  targets: readonly unknown[];
}

/** What a touch did: a swipe in a direction, a move that ended elsewhere, or a tap. */
export type Gesture =
  | { kind: 'swipe'; direction: 'left' | 'right' | 'up' | 'down' }
  | { kind: 'moveEnd'; dx: number; dy: number }
  | { kind: 'tap' };

/**
 * [TOUCH-002] [TOUCH-003] [TOUCH-004] What a touch from `start` to `end` was: a swipe (at least
 * 50 px along one axis within 250 ms), a move-end (other movement of more than 1 px), or a
 * tap. Exactly 1 px is read as a tap (the spec leaves it open).
 */
export function classifyGesture(start: Pick<TouchPoint, 'x' | 'y' | 'time'>, end: Pick<TouchPoint, 'x' | 'y' | 'time'>): Gesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  const distance = horizontal ? Math.abs(dx) : Math.abs(dy);
  if (end.time - start.time <= SWIPE_MAX_DURATION_MS && distance >= SWIPE_MIN_DISTANCE_PX) {
    return { kind: 'swipe', direction: horizontal ? (dx < 0 ? 'left' : 'right') : dy < 0 ? 'up' : 'down' };
  }
  return Math.hypot(dx, dy) > TAP_MAX_MOVEMENT_PX ? { kind: 'moveEnd', dx, dy } : { kind: 'tap' };
}
