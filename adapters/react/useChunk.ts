'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Chunk } from '../browser/on-demand.ts';
import { chunk, prefetchWhenIdle } from '../browser/on-demand.ts';

// ui/ reaches the browser only through this layer: components declare their chunks with it.
export { chunk } from '../browser/on-demand.ts';
export type { Chunk } from '../browser/on-demand.ts';

/** A module fetched on demand: a `Chunk`, or the `import()` that fetches it (a module-level function). */
export type ChunkSource<T> = Chunk<T> | (() => Promise<T>);

/**
 * A chunk's module once it is fetched (undefined on the server, during hydration and until
 * then); `wanted` fetches it now. A failed fetch has shown the system error overlay; wanting it
 * again tries again. The chunk is a `Chunk` or the `import()` itself, declared once at the top of
 * the component's module (`const dialogs = () => import('./StackedDialogs.tsx')`). `whenIdle`
 * fetches it once the page is idle after hydration (code that must be ready when something fails).
 */
export function useChunk<T>(source: ChunkSource<T>, wanted: boolean, whenIdle = false): T | undefined {
  // An `import()` becomes this component's chunk (the browser fetches a module once however many ask).
  const [own] = useState(() => (typeof source === 'function' ? chunk(source) : source));
  const target = typeof source === 'function' ? own : source;
  const module = useSyncExternalStore(target.subscribe, target.current, () => undefined);
  useEffect(() => {
    if (wanted && !target.current()) target.load().catch(() => {});
  }, [target, wanted]);
  useEffect(() => (whenIdle ? prefetchWhenIdle(target) : undefined), [target, whenIdle]);
  return module;
}
