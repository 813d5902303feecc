'use client';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useChunk } from '../adapters/react/useChunk.ts';
import { DialogStackActorContext, useDialogStack } from '../adapters/react/useDialogStack.ts';

export interface DialogStackProps {
  children?: ReactNode;
}

/**
 * The dialogs' code (confirmation, alert, information, system error), fetched on demand: when
 * one is first asked for, or once the page is idle after loading (so the system error overlay is
 * at hand even when a later fetch fails).
 */
const loadStackedDialogs = () => import('./StackedDialogs.tsx');

/**
 * The page's dialog stack: the one layer every dialog under it joins (lightbox, popup,
 * confirmation, alert, information, system error), with the focus trap, the inert page and
 * focus return; the confirmations, alerts and information the page asks for
 * (`useDialogStack()`); and the system error overlay (which any adapter can show with
 * `reportSystemError`). Put it once around the page.
 */
export function DialogStack({ children }: DialogStackProps) {
  const { actorRef, api, systemError } = useDialogStack();
  const errorShown = useSelector(systemError, (snapshot) => snapshot.value !== 'hidden');
  const dialogs = useChunk(loadStackedDialogs, api.requests.length > 0 || errorShown, true);
  return (
    <DialogStackActorContext.Provider value={actorRef}>
      {children}
      {dialogs && <dialogs.StackedDialogs api={api} systemError={systemError} />}
    </DialogStackActorContext.Provider>
  );
}
