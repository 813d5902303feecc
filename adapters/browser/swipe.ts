import type { GalleryApi } from '../../machines/gallery/connect.ts';
import { classifyGesture, type TouchPoint } from '../../machines/touch/logic.ts';

type Start = Pick<TouchPoint, 'x' | 'y' | 'time'>;

/**
 * The one swipe wiring of a slideshow, for React (`useSwipe`) and the plain DOM alike: a press
 * and release on the stage are measured and handed to the machine as one GESTURE through
 * `connect`'s `onGesture`; the machine decides what it does [TOUCH-002] [GAL-064]. A new-swipe
 * drag moves the track by `connect`'s `dragTranslate` while it lasts, written straight to its
 * `translate` (no render per pointer move). A mouse drag's closing click is kept from the slide.
 * `api()` is the view model as it is now. Returns the cleanup.
 */
export function bindSwipe(stage: HTMLElement, track: HTMLElement, api: () => GalleryApi): () => void {
  let start: Start | null = null;
  // A mouse drag ends with a click on the slide under it; that click is not a slide click.
  let dragged = false;
  const widthOf = () => stage.getBoundingClientRect().width;
  const follow = (dx: number) => {
    const offset = dx === 0 ? null : api().dragTranslate(dx, widthOf());
    track.style.translate = offset === null ? '' : `${offset}px`;
    track.toggleAttribute('data-dragging', offset !== null);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && (!api().mouseDrags || event.button !== 0)) return;
    start = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    dragged = false;
    if (api().mouseDrags) {
      try {
        stage.setPointerCapture(event.pointerId);
      } catch {
        // a synthetic pointer has no capture: the moves over the stage still arrive
      }
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start) follow(event.clientX - start.x);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start;
    start = null;
    if (!from) return;
    follow(0);
    const end = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    dragged = event.pointerType === 'mouse' && classifyGesture(from, end).kind !== 'tap';
    api().onGesture({ dx: end.x - from.x, dy: end.y - from.y, durationMs: end.time - from.time, width: widthOf() });
  };
  const onPointerCancel = () => {
    start = null;
    follow(0);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (dragged) event.stopPropagation();
    dragged = false;
  };
  const listeners: [string, (event: never) => void, boolean][] = [
    ['pointerdown', onPointerDown, false],
    ['pointermove', onPointerMove, false],
    ['pointerup', onPointerUp, false],
    ['pointercancel', onPointerCancel, false],
    ['click', onClickCapture, true],
  ];
  for (const [type, listener, capture] of listeners) stage.addEventListener(type, listener as EventListener, capture);
  return () => {
    for (const [type, listener, capture] of listeners) stage.removeEventListener(type, listener as EventListener, capture);
  };
}
