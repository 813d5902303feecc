import type { ReactNode } from 'react';
import { OverlaysContext } from '../adapters/react/overlays.ts';
import { useSiteOverlays } from '../adapters/react/useSiteOverlays.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import { SystemErrorOverlay } from './SystemErrorOverlay.tsx';

export interface SiteOverlaysProps {
  children?: ReactNode;
}

/**
 * The page's overlay layer: one dialog stack for every dialog under it, the confirmations,
 * alerts and information it asks for (`useOverlays()`), and the system error overlay (which
 * any adapter can show with `reportSystemError`). Put it once around the page.
 */
export function SiteOverlays({ children }: SiteOverlaysProps) {
  const { value, widgets, removeWidget, systemError } = useSiteOverlays();
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
