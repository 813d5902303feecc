import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type ConfirmationApi, type ConfirmationSnapshot } from '../../machines/confirmation/connect.ts';
import type { ConfirmationAnswer } from '../../machines/confirmation/logic.ts';
import { confirmationMachine, type ConfirmationInput } from '../../machines/confirmation/machine.ts';

const sameState = (a: ConfirmationSnapshot, b: ConfirmationSnapshot) => a.value === b.value;

/**
 * Starts a `confirmationMachine` (input read once), shows it, and reports its answer. Returns
 * its view model and `dismiss` for the dialog stack (Esc, outside click).
 */
export function useConfirmation(input: ConfirmationInput, onAnswer: (answer: ConfirmationAnswer) => void): ConfirmationApi & { dismiss(): void } {
  const actorRef = useActorRef(confirmationMachine, { input });
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    const subscription = actorRef.on('answered', (event) => answer.current(event.answer));
    actorRef.send({ type: 'SHOW' });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const snapshot = useSelector(actorRef, (current) => current, sameState);
  return { ...connect(snapshot, actorRef.send), dismiss: () => actorRef.send({ type: 'DISMISS' }) };
}
