import { reportSystemError } from './system-error.ts';

/**
 * Code a page fetches only once a visitor is about to need it (the lightbox, the tooltip's
 * positioning, the dialogs): fetched once, on the first `load()` or `prefetch()`; a failed fetch
 * shows the system error overlay's network error [ERR-016] instead of a click that does nothing,
 * and the next attempt fetches again.
 */
export interface Chunk<T> {
  /** The module, fetched now if it is not yet. */
  load(): Promise<T>;
  /** Fetch it now, ahead of need (a visitor's pointer over what will need it); failures stay quiet until needed. */
  prefetch(): void;
  /** The module once fetched; undefined until then. */
  current(): T | undefined;
  /** Calls back when the module arrives. */
  subscribe(listener: () => void): () => void;
}

export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let module: T | undefined;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const fetchOnce = () => {
    pending ??= importer().then(
      (loaded) => {
        module = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load: () =>
      fetchOnce().catch((error: unknown) => {
        // [ERR-016] The chunk could not be fetched: the visitor is told to try again.
        reportSystemError({ kind: 'network' });
        throw error;
      }),
    prefetch: () => void fetchOnce().catch(() => {}),
    current: () => module,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Prefetches a chunk once the browser is idle after the page has loaded (what must be ready when a fetch fails). */
export function prefetchWhenIdle(target: Pick<Chunk<unknown>, 'prefetch'>, win: Window = window): () => void {
  const idle = win.requestIdleCallback ? (run: () => void) => win.requestIdleCallback(run, { timeout: 5000 }) : (run: () => void) => win.setTimeout(run, 1);
  const cancel = win.cancelIdleCallback ? (handle: number) => win.cancelIdleCallback(handle) : (handle: number) => win.clearTimeout(handle);
  const handle = idle(() => target.prefetch());
  return () => cancel(handle);
}
