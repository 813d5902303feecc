'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { Chunk } from '../browser/on-demand.ts';
import { prefetchWhenIdle } from '../browser/on-demand.ts';

// ui/ reaches the browser only through this layer: components declare their chunks with it.
export { chunk } from '../browser/on-demand.ts';
export type { Chunk } from '../browser/on-demand.ts';

/**
 * A chunk's module once it is fetched (undefined on the server, during hydration and until
 * then); `wanted` fetches it now. A failed fetch has shown the system error overlay; wanting it
 * again tries again.
 */
export function useChunk<T>(target: Chunk<T>, wanted: boolean): T | undefined {
  const module = useSyncExternalStore(target.subscribe, target.current, () => undefined);
  useEffect(() => {
    if (wanted && !target.current()) target.load().catch(() => {});
  }, [target, wanted]);
  return module;
}

/** Prefetches the chunk once the page is idle after hydration (code that must be ready when something fails). */
export function useIdlePrefetch(target: Chunk<unknown>): void {
  useEffect(() => prefetchWhenIdle(target), [target]);
}
