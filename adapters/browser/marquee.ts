import type { MarqueeEvent } from '../../machines/marquee/machine.ts';
import { REDUCED_MOTION_QUERY } from './device.ts';

/**
 * Feeds the marquee what the page sees: [BLK-030] [BLK-031] visibility from an
 * IntersectionObserver, [BLK-032] reduced-motion changes, [BLK-036] the region's width from a
 * ResizeObserver (the machine debounces it). Returns the disconnect.
 */
export function observeMarquee(element: Element, send: (event: MarqueeEvent) => void): () => void {
  const intersection = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) send({ type: entry.isIntersecting ? 'VISIBLE' : 'HIDDEN' });
  });
  intersection.observe(element);
  const resize = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) send({ type: 'RESIZE', width: entry.contentRect.width });
  });
  resize.observe(element);
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  const onMotionChange = () => send({ type: 'REDUCED_MOTION', on: media.matches });
  media.addEventListener('change', onMotionChange);
  return () => {
    intersection.disconnect();
    resize.disconnect();
    media.removeEventListener('change', onMotionChange);
  };
}

/** A frame gap above this (a background tab) does not jump the text ahead. */
const MAX_FRAME_STEP_MS = 100;

/**
 * A `requestAnimationFrame` loop that counts only the time it runs: stopped and started again,
 * it goes on from where it was. Each frame calls `onFrame` with that running time; nothing
 * else happens per frame (no React render).
 */
export function createFrameLoop(onFrame: (elapsedMs: number) => void) {
  let elapsed = 0;
  let last: number | undefined;
  let handle: number | undefined;
  const frame = (timestamp: number) => {
    if (last !== undefined) elapsed += Math.min(MAX_FRAME_STEP_MS, timestamp - last);
    last = timestamp;
    onFrame(elapsed);
    handle = requestAnimationFrame(frame);
  };
  return {
    start() {
      if (handle !== undefined) return;
      last = undefined;
      handle = requestAnimationFrame(frame);
    },
    stop() {
      if (handle !== undefined) cancelAnimationFrame(handle);
      handle = undefined;
    },
    /** Draws the current position once (after a relayout, while stopped). */
    draw() {
      onFrame(elapsed);
    },
  };
}
