'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import type { TooltipApi, TooltipSnapshot } from '../../machines/tooltip/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';
import { bindTooltip } from '../browser/tooltip.ts';

// What a tooltip shows depends on its state and where it was placed when it showed.
const sameView = (a: TooltipSnapshot, b: TooltipSnapshot) => a.value === b.value && a.context.anchor === b.context.anchor;

export type TooltipActor = Actor<typeof tooltipMachine>;

/** Starts a `tooltipMachine` with Escape bound on the document and returns `{ actorRef, api }`. */
export function useTooltip(input: { id?: string } = {}, options: ActorHookOptions = {}): { actorRef: TooltipActor; api: TooltipApi } {
  const generatedId = useId();
  const actorRef = useActorRef(tooltipMachine, { input: { id: input.id ?? `tooltip${generatedId.replace(/:/g, '')}` }, inspect: useInspect(options) });
  // Escape closes it wherever focus is (WCAG 1.4.13, dismissible).
  useEffect(() => bindTooltip(actorRef), [actorRef]);
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
