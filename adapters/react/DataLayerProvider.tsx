'use client';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RequestFailure } from '../../machines/net/logic.ts';
import type { DataLayer, SystemErrorDetails } from '../browser/data-layer.ts';
import { createDataLayerOnDemand } from '../browser/data-layer-on-demand.ts';
import { reportSystemError } from '../browser/system-error.ts';
import { SiteServicesContext } from './site-services-context.ts';

export interface DataLayerProviderProps {
  /** Use this data layer instead of creating one (tests, another transport). */
  dataLayer?: DataLayer;
  /**
   * [NET-012] An authorizationFail answer calls it with the error's details. By default the
   * system error overlay of the dialog stack (`<DialogStack>`) shows it.
   */
  onSystemError?: (details: SystemErrorDetails) => void;
  /** [NET-011] The login-required event. */
  onLoginRequired?: (failure: RequestFailure) => void;
  children: ReactNode;
}

/**
 * Gives the components below one data layer whose events reach the callbacks given here. Its
 * code is fetched on the first request (`createDataLayerOnDemand`): nothing a page sends before
 * then is lost, and a page that sends nothing never fetches it.
 */
export function DataLayerProvider({ dataLayer, onSystemError = showSystemErrorOverlay, onLoginRequired, children }: DataLayerProviderProps) {
  // The callbacks may change between renders; the data layer is created once and reads the latest.
  const callbacks = useRef({ onSystemError, onLoginRequired });
  useEffect(() => {
    callbacks.current = { onSystemError, onLoginRequired };
  });
  const services = useMemo(() => {
    const layer =
      dataLayer ??
      createDataLayerOnDemand({
        onSystemError: (details) => callbacks.current.onSystemError?.(details),
        onLoginRequired: (failure) => callbacks.current.onLoginRequired?.(failure),
      });
    return { dataLayer: layer };
  }, [dataLayer]);
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

/**
 * [NET-012] The default: the dialog stack's system error overlay shows the refused request. The
 * overlay's texts and rules come on demand with it (an answer reaches here only once the data
 * layer's own code was fetched): a page ships none of them up front.
 */
function showSystemErrorOverlay(details: SystemErrorDetails): void {
  import('../../machines/system-error/logic.ts').then(
    ({ systemErrorForRequest }) => reportSystemError(systemErrorForRequest(details)),
    // Its code could not be fetched: the network error says so, as any chunk on demand does.
    () => reportSystemError({ kind: 'network' }),
  );
}
