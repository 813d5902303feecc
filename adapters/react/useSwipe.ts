import { useRef, type RefObject } from 'react';
import type { Actor } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import { dragOffset, newSwipeOutcome, type SwipeBoundary } from '../../machines/gallery/layouts.ts';
import { classifyGesture, type TouchPoint } from '../../machines/touch/logic.ts';

type Start = Pick<TouchPoint, 'x' | 'y' | 'time'>;

interface PointerLike {
  clientX: number;
  clientY: number;
  timeStamp: number;
  pointerType: string;
  pointerId: number;
  button: number;
  currentTarget: { getBoundingClientRect(): { width: number }; setPointerCapture?(id: number): void };
}

export interface SwipeOptions {
  /**
   * [GAL-064] new-swipe: the track follows the finger (or the mouse) while it drags, and the
   * release decides: past the snap point or fast enough it advances, else it snaps back.
   */
  track?: RefObject<HTMLElement | null>;
  /** [GAL-071] How far the track gives way past the first and the last slide. */
  boundary: SwipeBoundary;
  /** [GAL-072] Fraction of the width past which a release advances; null: half. */
  snapPoint: number | null;
}

/**
 * Touch on a slideshow stage: a swipe [TOUCH-002] left goes next and right previous; a tap
 * [TOUCH-004] is left to the click; other movement [TOUCH-003] is a move-end, which with
 * new-swipe is the drag the track followed. The drag offset is written straight to the
 * track's `translate` (no render per pointer move); React keeps its `transform`.
 */
export function useSwipe(actorRef: Actor<typeof galleryMachine>, { track, boundary, snapPoint }: SwipeOptions) {
  const start = useRef<Start | null>(null);
  // A drag ends with a click on the slide under it; that click is not a slide click.
  const dragged = useRef(false);
  const follow = (dx: number, width: number) => {
    const element = track?.current;
    if (!element) return;
    const { index, count } = actorRef.getSnapshot().context;
    element.style.translate = dx === 0 ? '' : `${dragOffset(dx, index, count, width, boundary)}px`;
    element.toggleAttribute('data-dragging', dx !== 0);
  };
  return {
    onPointerDown(event: PointerLike) {
      if (event.pointerType === 'mouse' && (!track || event.button !== 0)) return;
      start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      dragged.current = false;
      // Keep the drag's moves when the pointer leaves the stage (not possible for a synthetic one).
      if (track) {
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // an inactive pointer id: the moves over the stage still arrive
        }
      }
    },
    onPointerMove(event: PointerLike) {
      if (start.current && track) follow(event.clientX - start.current.x, event.currentTarget.getBoundingClientRect().width);
    },
    onPointerUp(event: PointerLike) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      follow(0, width);
      const end = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      const gesture = classifyGesture(from, end);
      dragged.current = gesture.kind !== 'tap';
      if (gesture.kind === 'swipe' && (gesture.direction === 'left' || gesture.direction === 'right')) {
        actorRef.send({ type: gesture.direction === 'left' ? 'NEXT' : 'PREVIOUS' });
      } else if (track && gesture.kind === 'moveEnd') {
        const velocity = gesture.dx / Math.max(1, end.time - from.time);
        const outcome = newSwipeOutcome(gesture.dx, width, velocity, snapPoint);
        if (outcome !== 'stay') actorRef.send({ type: outcome === 'next' ? 'NEXT' : 'PREVIOUS' });
      }
    },
    onPointerCancel(event: PointerLike) {
      start.current = null;
      follow(0, event.currentTarget.getBoundingClientRect().width);
    },
    onClickCapture(event: { stopPropagation(): void }) {
      if (dragged.current) event.stopPropagation();
      dragged.current = false;
    },
  };
}
