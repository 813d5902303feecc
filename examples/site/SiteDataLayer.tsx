import { useState, type ReactNode } from 'react';
import type { SystemErrorDetails } from '../../adapters/browser/data-layer.ts';
import { DataLayerProvider } from '../../adapters/react/DataLayerProvider.tsx';

/**
 * The site's data layer with the system error seam. [NET-012] An authorizationFail answer calls
 * `onSystemError`; until the dialog stack (issue 5) is connected here, a plain alert region shows
 * the error. SEAM: replace `SystemErrorPlaceholder` with the dialog stack's system error overlay.
 */
export function SiteDataLayer({ children }: { children: ReactNode }) {
  const [systemError, setSystemError] = useState<SystemErrorDetails | null>(null);
  return (
    <DataLayerProvider onSystemError={setSystemError}>
      {children}
      {systemError ? <SystemErrorPlaceholder error={systemError} onClose={() => setSystemError(null)} /> : null}
    </DataLayerProvider>
  );
}

function SystemErrorPlaceholder({ error, onClose }: { error: SystemErrorDetails; onClose: () => void }) {
  return (
    <div role="alert" className="system-error-seam" data-seam="system-error">
      <p>
        <strong>System error</strong> (authorization failed on {error.url}): {error.message}
      </p>
      <button type="button" onClick={onClose}>
        Dismiss
      </button>
    </div>
  );
}
