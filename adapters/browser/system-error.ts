import type { Actor } from 'xstate';
import type { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { reloadPage } from './environment.ts';
import type { SystemError } from '../../machines/system-error/logic.ts';

type Listener = (error: SystemError) => void;

const listeners = new Set<Listener>();
let waiting: SystemError | null = null;

/**
 * Shows the system error overlay from anywhere: a data layer's `authorizationFail`, a failed
 * call, a script. Before an overlay is mounted the newest report waits and is shown when one is.
 */
export function reportSystemError(error: SystemError): void {
  if (listeners.size === 0) waiting = error;
  for (const listener of listeners) listener(error);
}

/** Subscribes an overlay to reports; returns the unsubscribe. */
export function onSystemError(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) {
    const error = waiting;
    waiting = null;
    listener(error);
  }
  return () => listeners.delete(listener);
}

/**
 * The system error overlay's one browser wiring: errors reported with `reportSystemError` (any
 * adapter) are shown, and Reload Page reloads. Returns the unbind function.
 */
export function bindSystemError(actor: Actor<typeof systemErrorMachine>, reload: () => void = reloadPage): () => void {
  const unsubscribe = onSystemError((error) => actor.send({ type: 'SHOW', error }));
  const reloading = actor.on('reload', reload);
  return () => {
    unsubscribe();
    reloading.unsubscribe();
  };
}
