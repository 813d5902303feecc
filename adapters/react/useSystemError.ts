import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect, type SystemErrorApi, type SystemErrorSnapshot } from '../../machines/system-error/connect.ts';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { onSystemError } from '../browser/system-error.ts';

/**
 * Starts the page's system error overlay machine: errors reported with `reportSystemError`
 * (any adapter) are shown, and Reload Page reloads.
 */
export function useSystemErrorActor(): Actor<typeof systemErrorMachine> {
  const actorRef = useActorRef(systemErrorMachine);
  useEffect(() => {
    const unsubscribe = onSystemError((error) => actorRef.send({ type: 'SHOW', error }));
    const reload = actorRef.on('reload', () => window.location.reload());
    return () => {
      unsubscribe();
      reload.unsubscribe();
    };
  }, [actorRef]);
  return actorRef;
}

const sameView = (a: SystemErrorSnapshot, b: SystemErrorSnapshot) => a.value === b.value && a.context.error === b.context.error;

export function useSystemErrorView(actorRef: Actor<typeof systemErrorMachine>): SystemErrorApi {
  return connect(useSelector(actorRef, (current) => current, sameView), actorRef.send);
}
