'use client';
import { useContext } from 'react';
import type { DataLayer } from '../browser/data-layer.ts';
import { SiteServicesContext, type SiteServices } from './site-services-context.ts';

export { SiteServicesContext, type SiteServices } from './site-services-context.ts';

function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('Wrap this in a <DataLayerProvider>.');
  return services;
}

/** The data layer of the nearest `DataLayerProvider`. */
export const useDataLayer = (): DataLayer => useSiteServices().dataLayer;
