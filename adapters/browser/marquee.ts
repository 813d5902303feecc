import type { Actor } from 'xstate';
import { marqueeAnatomy } from '../../machines/marquee/anatomy.ts';
import { scrollOffset } from '../../machines/marquee/logic.ts';
import type { MarqueeEvent, marqueeMachine } from '../../machines/marquee/machine.ts';
import { REDUCED_MOTION_QUERY } from './device.ts';

export type MarqueeActor = Actor<typeof marqueeMachine>;

export interface MarqueeEnv {
  /** The document the marquee is rendered in (its root is found by the anatomy and the actor's id). */
  doc?: Document;
}

/**
 * The one place a marquee meets the page, for React and plain DOM alike: the observers
 * (`observeMarquee`), the text measured after layout and again once web fonts have loaded
 * (`MEASURE_TEXT`), and the frame loop that moves the text path only while the machine is
 * `running` (and draws once after a relayout while it is not). Elements are found through
 * `marqueeAnatomy`. Returns the cleanup.
 */
export function bindMarquee(actor: MarqueeActor, env: MarqueeEnv = {}): () => void {
  const doc = env.doc ?? document;
  const { id } = actor.getSnapshot().context;
  const root = doc.querySelector<HTMLElement>(marqueeAnatomy.selector('root', id));
  if (!root) return () => {};
  const part = <T extends Element>(name: 'measure' | 'text-path') => root.querySelector<T>(marqueeAnatomy.selector(name));
  let live = true;
  const measure = () => {
    if (!live) return;
    const fontSize = parseFloat(getComputedStyle(root).fontSize) || 16;
    const unitLength = part<SVGTextElement>('measure')?.getComputedTextLength() ?? 0;
    actor.send({ type: 'MEASURE_TEXT', fontSize, unitLength });
  };
  measure();
  void doc.fonts?.ready.then(measure);
  const unobserve = observeMarquee(root, actor.send);
  const loop = createFrameLoop((elapsed) => {
    const { animationSpeed, animationDirection, unitLength } = actor.getSnapshot().context;
    part<SVGTextPathElement>('text-path')?.setAttribute('startOffset', String(scrollOffset(elapsed, animationSpeed, unitLength, animationDirection)));
  });
  let drawn: { width: number; unitLength: number } | undefined;
  const follow = () => {
    const snapshot = actor.getSnapshot();
    const { width, unitLength } = snapshot.context;
    if (drawn?.width !== width || drawn.unitLength !== unitLength) loop.draw();
    drawn = { width, unitLength };
    if (snapshot.value === 'running') loop.start();
    else loop.stop();
  };
  const subscription = actor.subscribe(follow);
  follow();
  return () => {
    live = false;
    subscription.unsubscribe();
    unobserve();
    loop.stop();
  };
}

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
