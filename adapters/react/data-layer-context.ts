'use client';
import { createContext, useContext } from 'react';
import type { DataLayer } from '../browser/data-layer.ts';

/** What `DataLayerProvider` gives the components below it. */
export interface SiteServices {
  dataLayer: DataLayer;
}

/**
 * Kept apart from the provider so that components (Form) depend only on this context, not on
 * the transport: a site ships the data layer once, in its `DataLayerProvider`.
 */
export const SiteServicesContext = createContext<SiteServices | null>(null);

function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('Wrap this in a <DataLayerProvider>.');
  return services;
}

/** The data layer of the nearest `DataLayerProvider`. */
export const useDataLayer = (): DataLayer => useSiteServices().dataLayer;
