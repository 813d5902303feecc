import { ANIMATION_FRAME_FALLBACK_PER_SECOND } from '../../machines/block-animation/constants.ts';

export interface FrameScheduler {
  request(callback: (timestamp: number) => void): number;
  cancel(handle: number): void;
}

/**
 * The page's frames: `requestAnimationFrame` where the browser has it, else [CONST-003]'s
 * fallback, a timer 60 times a second that passes `performance.now()` as the frame's time.
 */
export function frameScheduler(win: Window & typeof globalThis = window): FrameScheduler {
  if (typeof win.requestAnimationFrame === 'function') {
    return { request: (callback) => win.requestAnimationFrame(callback), cancel: (handle) => win.cancelAnimationFrame(handle) };
  }
  const interval = 1000 / ANIMATION_FRAME_FALLBACK_PER_SECOND;
  return {
    request: (callback) => win.setTimeout(() => callback(win.performance.now()), interval) as unknown as number,
    cancel: (handle) => win.clearTimeout(handle),
  };
}

/**
 * Runs `onFrame(elapsedMs)` every frame from the next one until it returns false or `stop` is
 * called: a frame loop outside any render.
 */
export function runFrames(onFrame: (elapsedMs: number) => boolean, scheduler: FrameScheduler = frameScheduler()): () => void {
  let start: number | undefined;
  let handle: number | undefined = scheduler.request(function frame(timestamp) {
    start ??= timestamp;
    if (onFrame(timestamp - start)) handle = scheduler.request(frame);
    else handle = undefined;
  });
  return () => {
    if (handle !== undefined) scheduler.cancel(handle);
    handle = undefined;
  };
}

/** Writes a style object of `connect` (JSX names) straight to an element, as the frame loops do. */
export function writeStyle(element: HTMLElement | SVGElement, style: Record<string, string>): void {
  for (const [key, value] of Object.entries(style)) {
    const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    if (element.style.getPropertyValue(property) !== value) element.style.setProperty(property, value);
  }
}
