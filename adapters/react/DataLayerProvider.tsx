import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RequestFailure } from '../../machines/net/logic.ts';
import { createDataLayer, type DataLayer, type SystemErrorDetails } from '../browser/data-layer.ts';

const DataLayerContext = createContext<DataLayer | null>(null);

let defaultDataLayer: DataLayer | null = null;

/** The data layer components use: the nearest `DataLayerProvider`'s, else one shared default. */
export function useDataLayer(): DataLayer {
  const provided = useContext(DataLayerContext);
  if (provided) return provided;
  defaultDataLayer ??= createDataLayer();
  return defaultDataLayer;
}

export interface DataLayerProviderProps {
  /** Use this data layer instead of creating one (tests, another transport). */
  dataLayer?: DataLayer;
  /**
   * [NET-012] The seam to the system error dialog: an authorizationFail answer calls it with the
   * error's details. The site connects it to its dialog stack.
   */
  onSystemError?: (details: SystemErrorDetails) => void;
  /** [NET-011] The login-required event. */
  onLoginRequired?: (failure: RequestFailure) => void;
  children: ReactNode;
}

/** Gives the components below one data layer whose events reach the callbacks given here. */
export function DataLayerProvider({ dataLayer, onSystemError, onLoginRequired, children }: DataLayerProviderProps) {
  // The callbacks may change between renders; the data layer is created once and reads the latest.
  const callbacks = useRef({ onSystemError, onLoginRequired });
  useEffect(() => {
    callbacks.current = { onSystemError, onLoginRequired };
  });
  const value = useMemo(
    () =>
      dataLayer ??
      createDataLayer({
        onSystemError: (details) => callbacks.current.onSystemError?.(details),
        onLoginRequired: (failure) => callbacks.current.onLoginRequired?.(failure),
      }),
    [dataLayer],
  );
  return <DataLayerContext.Provider value={value}>{children}</DataLayerContext.Provider>;
}
