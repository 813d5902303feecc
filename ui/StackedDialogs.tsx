'use client';
import type { DialogStackApi } from '../machines/dialogs/types.ts';
import type { SystemErrorActor } from '../adapters/react/useSystemError.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import { SystemErrorOverlay } from './SystemErrorOverlay.tsx';

export interface StackedDialogsProps {
  /** The dialog stack's view model: its queue of confirmations, alerts and information. */
  api: DialogStackApi;
  systemError: SystemErrorActor;
}

/**
 * The dialogs a page shows only when asked: confirmations, alerts, information and the system
 * error overlay. Their own chunk, fetched when the page is idle after loading (so the system
 * error overlay is at hand even when a later fetch fails) or when one is first asked for.
 */
export function StackedDialogs({ api, systemError }: StackedDialogsProps) {
  return (
    <>
      {api.requests.map((dialog) => (
        <ConfirmationDialog
          key={dialog.key}
          dialog={dialog}
          onAnswer={(answer) => api.answer(dialog.key, answer)}
          onDestroyed={() => api.destroyed(dialog.key)}
        />
      ))}
      <SystemErrorOverlay actorRef={systemError} />
    </>
  );
}
