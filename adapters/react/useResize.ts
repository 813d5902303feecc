'use client';
import { useEffect, useRef, useState } from 'react';
import { readViewportWidth } from '../browser/environment.ts';
import { onWindowResizeEnd } from '../browser/resize.ts';
import { GALLERY_RESIZE_TIMEOUT_MS } from '../../machines/resize/constants.ts';

/**
 * [TOUCH-011] [TOUCH-012] Window resizes through a resize emitter (axis x, the base gallery's
 * 100 ms timeout by default [TOUCH-008]): `onEnd` runs with the new width once resizing stops.
 * Most visitors never resize the window, so the emitter is fetched with the first resize (its
 * quiet timeout starts from the resizes it is given).
 */
export function useWindowResizeEnd(onEnd: (width: number) => void, timeout = GALLERY_RESIZE_TIMEOUT_MS): void {
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => onWindowResizeEnd((width) => callback.current(width), timeout), [timeout]);
}

/**
 * The window's width as a layout should follow it: undefined on the server and during
 * hydration (the stylesheet lays out until then), the width once mounted, and again each time
 * a resize has ended.
 */
export function useSettledViewportWidth(timeout?: number): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => setWidth(readViewportWidth()), []);
  useWindowResizeEnd(setWidth, timeout);
  return width;
}
