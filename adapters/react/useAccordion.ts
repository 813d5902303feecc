'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { accordionMachine } from '../../machines/accordion/machine.ts';
import { connect, type AccordionSnapshot } from '../../machines/accordion/connect.ts';
import type { AccordionApi } from '../../machines/accordion/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { accordionValue, bindAccordionEffects } from '../browser/accordion.ts';
import { controlledStart } from '../browser/controllable.ts';
import { sameList, useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';
import { useControllableState } from './useControllableState.ts';

export type AccordionActor = Actor<typeof accordionMachine>;

/** An accordion as a page describes it: its items and options, and its open items. */
export interface UseAccordionInput {
  /** Item ids in display order; a change after mount (an item added) reaches the machine. */
  items: readonly string[];
  /** [BLK-002] Several items may be open at once. */
  allowMultiple?: boolean;
  /** [BLK-004] The first item starts expanded (uncontrolled, without `defaultValue`). */
  expandFirst?: boolean;
  /** Prefix of the parts' DOM ids; generated (`useId`) when absent. */
  id?: string;
  /** Controlled: the open items, owned by the page; the accordion asks through `onValueChange`. */
  value?: readonly string[];
  /** Uncontrolled: the items open at the start. */
  defaultValue?: readonly string[];
  /** The open items the visitor's toggle leads to (or the value the rules made of `value`). */
  onValueChange?: (value: string[]) => void;
}

// Everything an accordion shows depends on which items are open and which animate.
const selectView = (snapshot: AccordionSnapshot) => snapshot;
const sameView = (a: AccordionSnapshot, b: AccordionSnapshot) =>
  a.value === b.value && a.context.open === b.context.open && a.context.animating === b.context.animating && a.context.items === b.context.items;

/**
 * Starts an `accordionMachine` for the component's lifetime, with the browser's effects bound
 * (focus moves), and returns `{ actorRef, api }` (`api` is `connect`'s view model). Items,
 * options and a controlled `value` that change after mount are sent to the machine as events.
 */
export function useAccordion(input: UseAccordionInput, options: ActorHookOptions = {}): { actorRef: AccordionActor; api: AccordionApi } {
  const generatedId = useId();
  const actorRef = useActorRef(accordionMachine, {
    input: {
      id: input.id ?? generatedId,
      items: input.items,
      allowMultiple: input.allowMultiple,
      expandFirst: input.expandFirst,
      ...controlledStart(input.value, input.defaultValue),
    },
    inspect: useInspect(options),
  });
  useEffect(() => bindAccordionEffects(actorRef), [actorRef]);
  // Items and options first: a controlled value that changes with them is judged against the new ones.
  usePropChange(input.items, (items) => actorRef.send({ type: 'SET_ITEMS', items }), sameList);
  usePropChange(input.allowMultiple ?? false, (allowMultiple) => actorRef.send({ type: 'SET_OPTIONS', allowMultiple }));
  useControllableState(actorRef, accordionValue, { component: 'Accordion', prop: 'value', value: input.value, onChange: input.onValueChange });
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
