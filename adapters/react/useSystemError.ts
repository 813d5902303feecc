'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect, type SystemErrorApi, type SystemErrorSnapshot } from '../../machines/system-error/connect.ts';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { onSystemError } from '../browser/system-error.ts';
import { reloadPage } from '../browser/environment.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

/**
 * Starts the page's system error overlay machine: errors reported with `reportSystemError`
 * (any adapter) are shown, and Reload Page reloads.
 */
export function useSystemErrorActor(options: ActorHookOptions = {}): Actor<typeof systemErrorMachine> {
  const actorRef = useActorRef(systemErrorMachine, { inspect: useInspect(options) });
  useEffect(() => {
    const unsubscribe = onSystemError((error) => actorRef.send({ type: 'SHOW', error }));
    const reload = actorRef.on('reload', reloadPage);
    return () => {
      unsubscribe();
      reload.unsubscribe();
    };
  }, [actorRef]);
  return actorRef;
}

const sameView = (a: SystemErrorSnapshot, b: SystemErrorSnapshot) => a.value === b.value && a.context.error === b.context.error;

/**
 * The overlay's view model; its DOM ids come from React's `useId`, so they are unique on the
 * page whatever the page holds (a page heading with the id `system-error-title` included).
 */
export function useSystemErrorView(actorRef: Actor<typeof systemErrorMachine>): SystemErrorApi {
  const id = `system-error${useId()}`;
  return connect(useSelector(actorRef, (current) => current, sameView), actorRef.send, id);
}

/** The page's system error overlay machine and its view model: `{ actorRef, api }`. */
export function useSystemError(options: ActorHookOptions = {}): { actorRef: Actor<typeof systemErrorMachine>; api: SystemErrorApi } {
  const actorRef = useSystemErrorActor(options);
  return { actorRef, api: useSystemErrorView(actorRef) };
}
