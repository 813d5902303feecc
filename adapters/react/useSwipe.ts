import { useRef } from 'react';
import type { Actor } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import { newSwipeOutcome } from '../../machines/gallery/layouts.ts';
import { classifyGesture, type TouchPoint } from '../../machines/touch/logic.ts';

type Start = Pick<TouchPoint, 'x' | 'y' | 'time'>;

interface PointerLike {
  clientX: number;
  clientY: number;
  timeStamp: number;
  pointerType: string;
  currentTarget: { getBoundingClientRect(): { width: number } };
}

/**
 * Touch on a slideshow stage: a swipe [TOUCH-002] left goes next and right previous; with
 * new-swipe [GAL-064] a slower drag past half the width (or faster than 1 px/ms) does too.
 * A tap [TOUCH-004] is left to the click; a move-end [TOUCH-003] does nothing.
 */
export function useSwipe(actorRef: Actor<typeof galleryMachine>, newSwipe: boolean) {
  const start = useRef<Start | null>(null);
  return {
    onPointerDown(event: PointerLike) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    },
    onPointerUp(event: PointerLike) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const end = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      const gesture = classifyGesture(from, end);
      if (gesture.kind === 'swipe' && (gesture.direction === 'left' || gesture.direction === 'right')) {
        actorRef.send({ type: gesture.direction === 'left' ? 'NEXT' : 'PREVIOUS' });
      } else if (newSwipe && gesture.kind === 'moveEnd') {
        const velocity = gesture.dx / Math.max(1, end.time - from.time);
        const outcome = newSwipeOutcome(gesture.dx, event.currentTarget.getBoundingClientRect().width, velocity);
        if (outcome !== 'stay') actorRef.send({ type: outcome === 'next' ? 'NEXT' : 'PREVIOUS' });
      }
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
