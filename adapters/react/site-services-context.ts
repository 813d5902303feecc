'use client';
import { createContext } from 'react';
import type { DataLayer } from '../browser/data-layer.ts';

/** What `DataLayerProvider` gives the components below it. */
export interface SiteServices {
  dataLayer: DataLayer;
}

/**
 * Kept apart from the provider so that components (Form) depend only on this context, not on
 * the transport: a site ships the data layer once, in its `DataLayerProvider`. A module of its
 * own, apart from `useDataLayer` (./data-layer-context.ts): the provider, on every page's first
 * screen, needs only the context; the hook comes with the blocks that send requests.
 */
export const SiteServicesContext = createContext<SiteServices | null>(null);
