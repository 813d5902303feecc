// What every page `npm run size` measures does around its blocks: read a block's data from the
// page, mount, and track once allowed. A module of its own, so a page that loads its blocks on
// demand does not pull them in by importing these.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** A block's JSON text, from its `<script type="application/json" id="block-<name>">`. */
export function blockText(name: string): string {
  return document.getElementById(`block-${name}`)?.textContent ?? '';
}

/** Renders the page into #root. */
export function mountPage(page: ReactNode): void {
  const container = document.getElementById('root');
  if (container) createRoot(container).render(page);
}

/** What a site does once the cookie banner allows tracking. */
export const trackVisit = (allowed: boolean) => allowed && navigator.sendBeacon('/api/census', '');
