'use client';
import { useEffect, useRef, useState } from 'react';
import type { SiteIdentity } from '../../machines/tracking/logic.ts';
import type { Tracker, TrackerOptions } from '../browser/tracking-runtime.ts';

/**
 * The page's tracker: null until `allowed` (the cookie banner's verdict) is true; then the
 * tracking code is fetched (a dynamic import, so none of it is in the page's first scripts) and
 * started once. A failed fetch leaves the page untracked, silently [TRK-040].
 */
export function useTracker(site: SiteIdentity, allowed: boolean, options: Omit<TrackerOptions, 'site'> = {}): Tracker | null {
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const input = useRef({ site, options });
  input.current = { site, options };
  useEffect(() => {
    if (!allowed) return undefined;
    let started: Tracker | null = null;
    let cancelled = false;
    import('../browser/tracking-runtime.ts').then(
      ({ startTracking }) => {
        if (cancelled) return;
        started = startTracking({ site: input.current.site, ...input.current.options });
        setTracker(started);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      started?.stop();
      setTracker(null);
    };
  }, [allowed]);
  return tracker;
}
