'use client';
import type { ReactElement } from 'react';

/**
 * Where a slideshow slide can be measured: the slide itself here. The 1,000-slide benchmark's
 * profiling build (specs/bench/pages) replaces this module with one that wraps each slide in a
 * React `<Profiler id={slide id}>`, so it counts the slide components one NEXT re-renders.
 */
export function profiled(_id: string, slide: ReactElement): ReactElement {
  return slide;
}
