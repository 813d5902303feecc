'use client';
import { useRef, type RefObject } from 'react';
import type { GalleryApi } from '../../machines/gallery/connect.ts';
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

/**
 * Touch (and, with new-swipe, mouse drags) on a slideshow stage: the press and the release are
 * measured here and handed to the machine as one GESTURE, which decides whether it goes next,
 * back or nowhere [TOUCH-002] [GAL-064]. While a new-swipe drag lasts, the track follows it:
 * `connect`'s offset is written straight to the track's `translate` (no render per pointer
 * move); React keeps its `transform`.
 */
export function useSwipe(api: GalleryApi, track: RefObject<HTMLElement | null>) {
  const start = useRef<Start | null>(null);
  // A drag ends with a click on the slide under it; that click is not a slide click.
  const dragged = useRef(false);
  const latest = useRef(api);
  latest.current = api;
  const follow = (dx: number, width: number) => {
    const element = track.current;
    const offset = dx === 0 ? null : latest.current.dragTranslate(dx, width);
    if (!element) return;
    element.style.translate = offset === null ? '' : `${offset}px`;
    element.toggleAttribute('data-dragging', offset !== null);
  };
  return {
    onPointerDown(event: PointerLike) {
      if (event.pointerType === 'mouse' && (!latest.current.mouseDrags || event.button !== 0)) return;
      start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      dragged.current = false;
      // Keep the drag's moves when the pointer leaves the stage (not possible for a synthetic one).
      if (latest.current.mouseDrags) {
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // an inactive pointer id: the moves over the stage still arrive
        }
      }
    },
    onPointerMove(event: PointerLike) {
      if (start.current) follow(event.clientX - start.current.x, event.currentTarget.getBoundingClientRect().width);
    },
    onPointerUp(event: PointerLike) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      follow(0, width);
      const end = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      // Only a mouse drag is followed by a click (a finger's swipe is not).
      dragged.current = event.pointerType === 'mouse' && classifyGesture(from, end).kind !== 'tap';
      latest.current.onGesture({ dx: end.x - from.x, dy: end.y - from.y, durationMs: end.time - from.time, width });
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
