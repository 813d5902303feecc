import type { ReactNode } from 'react';
import { OverlaysContext } from '../adapters/react/overlays.ts';
import { useSiteOverlays, type SiteOverlaysOptions } from '../adapters/react/useSiteOverlays.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import { SystemErrorOverlay } from './SystemErrorOverlay.tsx';

export interface SiteOverlaysProps extends SiteOverlaysOptions {
  children?: ReactNode;
}

/**
 * The page's overlay layer: one dialog stack for every dialog under it, the confirmations,
 * alerts and information it asks for (`useOverlays()`), the system error overlay, and the
 * session's Esc, owner redirect and logout. Put it once around the page.
 */
export function SiteOverlays({ children, ...options }: SiteOverlaysProps) {
  const { value, widgets, removeWidget, systemError } = useSiteOverlays(options);
  return (
    <OverlaysContext.Provider value={value}>
      {children}
      {widgets.map((widget) => (
        <ConfirmationDialog key={widget.key} widget={widget} onDestroyed={() => removeWidget(widget.key)} />
      ))}
      <SystemErrorOverlay actor={systemError} />
    </OverlaysContext.Provider>
  );
}
