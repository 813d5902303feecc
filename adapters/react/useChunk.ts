'use client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
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

/**
 * Fetches the chunk for what a visitor has just asked for (a click): true once it is here, false
 * when it could not be fetched (the system error overlay has told them [ERR-016]). A call after
 * a failure fetches again.
 */
export function requestChunk(target: Chunk<unknown>): Promise<boolean> {
  return target.load().then(
    () => true,
    () => false,
  );
}

/**
 * What a visitor does just before needing the chunk (the pointer comes over it, a finger or a
 * button goes down, focus arrives): spread on the element around what will need it, so the
 * chunk is there by the time the click lands.
 */
export function useIntentPrefetch(target: Chunk<unknown>) {
  return useMemo(() => {
    const prefetch = () => target.prefetch();
    return { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };
  }, [target]);
}

/** Prefetches the chunk once the page is idle after hydration (code that must be ready when something fails). */
export function useIdlePrefetch(target: Chunk<unknown>): void {
  useEffect(() => prefetchWhenIdle(target), [target]);
}
