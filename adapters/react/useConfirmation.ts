'use client';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';
import { connect } from '../../machines/confirmation/connect.ts';
import type { ConfirmationAnswer } from '../../machines/confirmation/logic.ts';
import { confirmationMachine, type ConfirmationInput } from '../../machines/confirmation/machine.ts';
import type { ConfirmationApi, ConfirmationSnapshot } from '../../machines/confirmation/types.ts';

const sameState = (a: ConfirmationSnapshot, b: ConfirmationSnapshot) => a.value === b.value;

export type ConfirmationActor = Actor<typeof confirmationMachine>;

export interface UseConfirmationOptions extends ActorHookOptions {
  /** The visitor's answer ('confirm', 'reject' or 'cancel'). */
  onAnswer?: (answer: ConfirmationAnswer) => void;
}

/**
 * Starts a `confirmationMachine` (input read once), shows it, and reports its answer. Returns
 * `{ actorRef, api }`; `api.dismiss()` is for the dialog stack (Esc, outside click).
 */
export function useConfirmation(input: ConfirmationInput, options: UseConfirmationOptions = {}): { actorRef: ConfirmationActor; api: ConfirmationApi } {
  const actorRef = useActorRef(confirmationMachine, { input, inspect: useInspect(options) });
  const answer = useLatest((value: ConfirmationAnswer) => options.onAnswer?.(value));
  useEffect(() => {
    const subscription = actorRef.on('answered', (event) => answer.current(event.answer));
    actorRef.send({ type: 'SHOW' });
    return () => subscription.unsubscribe();
  }, [actorRef, answer]);
  const snapshot = useSelector(actorRef, (current) => current, sameState);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
