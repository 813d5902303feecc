import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { accordionMachine, type AccordionInput } from '../../machines/accordion/machine.ts';
import { connect, type AccordionApi, type AccordionSnapshot } from '../../machines/accordion/connect.ts';
import { bindAccordionEffects } from '../browser/accordion.ts';

// Everything an accordion shows depends on which items are open and whether it animates.
const selectView = (snapshot: AccordionSnapshot) => snapshot;
const sameView = (a: AccordionSnapshot, b: AccordionSnapshot) =>
  a.value === b.value && a.context.open === b.context.open;

/**
 * Starts an `accordionMachine` for the component's lifetime (input is read once, at mount)
 * and returns its `connect` view model with the browser effects bound.
 */
export function useAccordion(input: AccordionInput): AccordionApi {
  const generatedId = useId();
  const actorRef = useActorRef(accordionMachine, { input: { ...input, id: input.id ?? generatedId } });
  useEffect(() => bindAccordionEffects(actorRef), [actorRef]);
  const snapshot = useSelector(actorRef, selectView, sameView);
  return connect(snapshot, actorRef.send);
}
