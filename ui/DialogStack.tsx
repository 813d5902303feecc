'use client';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { chunk, useChunk, useIdlePrefetch } from '../adapters/react/useChunk.ts';
import { DialogStackProvider, useDialogStackActor } from '../adapters/react/useDialogStack.ts';

export interface DialogStackProps {
  children?: ReactNode;
}

/** The dialogs' code (confirmation, alert, information, system error), fetched on demand. */
const dialogsChunk = chunk(() => import('./StackedDialogs.tsx'));

/**
 * The page's dialog stack: the one layer every dialog under it joins (lightbox, popup,
 * confirmation, alert, information, system error), with the focus trap, the inert page and
 * focus return; the confirmations, alerts and information the page asks for
 * (`useDialogStack()`); and the system error overlay (which any adapter can show with
 * `reportSystemError`). Put it once around the page.
 */
export function DialogStack({ children }: DialogStackProps) {
  const { api, value } = useDialogStackActor();
  const errorShown = useSelector(value.systemError, (snapshot) => snapshot.value !== 'hidden');
  useIdlePrefetch(dialogsChunk);
  const dialogs = useChunk(dialogsChunk, api.requests.length > 0 || errorShown);
  return (
    <DialogStackProvider value={value}>
      {children}
      {dialogs && <dialogs.StackedDialogs api={api} systemError={value.systemError} />}
    </DialogStackProvider>
  );
}
