'use client';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { chunk, useChunk, useIdlePrefetch } from '../adapters/react/useChunk.ts';
import { OverlaysContext } from '../adapters/react/overlays.ts';
import { useSiteOverlays } from '../adapters/react/useSiteOverlays.ts';

export interface SiteOverlaysProps {
  children?: ReactNode;
}

/** The dialogs' code (confirmation, alert, information, system error), fetched on demand. */
const dialogsChunk = chunk(() => import('./OverlayDialogs.tsx'));

/**
 * The page's overlay layer: one dialog stack for every dialog under it, the confirmations,
 * alerts and information it asks for (`useOverlays()`), and the system error overlay (which
 * any adapter can show with `reportSystemError`). Put it once around the page.
 */
export function SiteOverlays({ children }: SiteOverlaysProps) {
  const { value, widgets, removeWidget, systemError } = useSiteOverlays();
  const errorShown = useSelector(systemError, (snapshot) => snapshot.value !== 'hidden');
  useIdlePrefetch(dialogsChunk);
  const dialogs = useChunk(dialogsChunk, widgets.length > 0 || errorShown);
  return (
    <OverlaysContext.Provider value={value}>
      {children}
      {dialogs && <dialogs.OverlayDialogs widgets={widgets} removeWidget={removeWidget} systemError={systemError} />}
    </OverlaysContext.Provider>
  );
}
