'use client';
import { useEffect, useId, useLayoutEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import type { TooltipApi, TooltipSnapshot } from '../../machines/tooltip/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';
import { bindTooltip, tooltipPlacement } from '../browser/tooltip.ts';
import { useChunk } from './useChunk.ts';

// What a tooltip shows depends on its state and where it was placed when it showed.
const sameView = (a: TooltipSnapshot, b: TooltipSnapshot) => a.value === b.value && a.context.anchor === b.context.anchor;

export type TooltipActor = Actor<typeof tooltipMachine>;

/**
 * Starts a `tooltipMachine` with Escape bound on the document and returns `{ actorRef, api }`.
 * It places the tooltip too: its positioning is fetched while the tooltip waits to show, and
 * once the DOM shows it, `placeTooltipContent` (the plain DOM's too) puts it by the pointer or
 * the trigger, found through the anatomy.
 */
export function useTooltip(input: { id?: string } = {}, options: ActorHookOptions = {}): { actorRef: TooltipActor; api: TooltipApi } {
  const generatedId = useId();
  const actorRef = useActorRef(tooltipMachine, { input: { id: input.id ?? `tooltip${generatedId.replace(/:/g, '')}` }, inspect: useInspect(options) });
  // Escape closes it wherever focus is (WCAG 1.4.13, dismissible).
  useEffect(() => bindTooltip(actorRef), [actorRef]);
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  const api = connect(snapshot, actorRef.send, normalizeProps);
  const placement = useChunk(tooltipPlacement, api.active);
  // After the DOM shows (or hides) it, before the browser paints: placed once, then kept still.
  const { shown } = api;
  useLayoutEffect(() => {
    void placement?.placeTooltipContent(snapshot.context.id, { shown, anchor: api.anchor, placement: api.placement });
    // The anchor is fixed while it shows; `shown` and the chunk's arrival are what change the placement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placement, shown, snapshot.context.id]);
  return { actorRef, api };
}
