'use client';
import type { Actor } from 'xstate';
import type { systemErrorMachine } from '../machines/system-error/machine.ts';
import type { QueuedWidget } from '../adapters/react/overlays.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import { SystemErrorOverlay } from './SystemErrorOverlay.tsx';

export interface OverlayDialogsProps {
  widgets: readonly QueuedWidget[];
  removeWidget(key: string): void;
  systemError: Actor<typeof systemErrorMachine>;
}

/**
 * The dialogs a page shows only when asked: confirmations, alerts, information and the system
 * error overlay. Their own chunk, fetched when the page is idle after loading (so the system
 * error overlay is at hand even when a later fetch fails) or when one is first asked for.
 */
export function OverlayDialogs({ widgets, removeWidget, systemError }: OverlayDialogsProps) {
  return (
    <>
      {widgets.map((widget) => (
        <ConfirmationDialog key={widget.key} widget={widget} onDestroyed={() => removeWidget(widget.key)} />
      ))}
      <SystemErrorOverlay actor={systemError} />
    </>
  );
}
