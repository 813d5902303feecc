'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect } from '../../machines/system-error/connect.ts';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import type { SystemErrorApi, SystemErrorSnapshot } from '../../machines/system-error/types.ts';
import { bindSystemError } from '../browser/system-error.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';

export type SystemErrorActor = Actor<typeof systemErrorMachine>;

export interface UseSystemErrorInput {
  /** The overlay the page's dialog stack started (`useDialogStack().systemError`); a new one, bound to the reports, when absent. */
  actorRef?: SystemErrorActor;
  /** Prefix of the DOM ids; unique on the page from React's `useId` when absent. */
  id?: string;
}

const sameView = (a: SystemErrorSnapshot, b: SystemErrorSnapshot) => a.value === b.value && a.context.error === b.context.error;

/**
 * The system error overlay's machine and its view model: `{ actorRef, api }`. Without an
 * `actorRef` it starts one and binds it to `reportSystemError` (any adapter) and Reload Page.
 */
export function useSystemError(input: UseSystemErrorInput = {}, options: ActorHookOptions = {}): { actorRef: SystemErrorActor; api: SystemErrorApi } {
  const generatedId = `system-error${useId().replace(/:/g, '')}`;
  const own = useActorRef(systemErrorMachine, { input: { id: input.id ?? generatedId }, inspect: useInspect(options) });
  const actorRef = input.actorRef ?? own;
  useEffect(() => (input.actorRef ? undefined : bindSystemError(own)), [input.actorRef, own]);
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
