'use client';
import { useEffect, useRef } from 'react';
import type { SiteIdentity } from '../../machines/tracking/logic.ts';
import { startVisitorTracking } from '../browser/visitor-tracking.ts';

/**
 * Starts visitor cookies and page-view tracking once, the first time `allowed` is true (the
 * cookie banner's verdict: at load, or right after Accept). Nothing runs before.
 */
export function useVisitorTracking(site: SiteIdentity, allowed: boolean): void {
  const siteRef = useRef(site);
  siteRef.current = site;
  useEffect(() => (allowed ? startVisitorTracking(siteRef.current) : undefined), [allowed]);
}
