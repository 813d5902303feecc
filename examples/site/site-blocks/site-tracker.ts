import { useSyncExternalStore } from 'react';
import type { Tracker } from '../../../adapters/browser/tracking-runtime.ts';

/**
 * The page's tracker, held outside React's context: it changes once (null until the visitor
 * accepts cookies), and a context value that changes above a block still asleep (an island)
 * would throw its server markup away. A block that tracks reads it here when it wakes.
 */
let current: Tracker | null = null;
const listeners = new Set<() => void>();

export const siteTracker = {
  get: (): Tracker | null => current,
  set(tracker: Tracker | null): void {
    if (tracker === current) return;
    current = tracker;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The page's tracker for a block (null on the server and until Accept). */
export function useSiteTracker(): Tracker | null {
  return useSyncExternalStore(siteTracker.subscribe, siteTracker.get, () => null);
}
