'use client';
import { useEffect, useMemo, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type SummarySnapshot } from '../../machines/summary/connect.ts';
import type { SummaryApi, SummaryInput } from '../../machines/summary/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindSummary, summaryMachineFor, type SummaryActor } from '../browser/summary.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { useDataLayer } from './data-layer-context.ts';

const sameView = (a: SummarySnapshot, b: SummarySnapshot) => a.value === b.value && a.context.nodes === b.context.nodes;

/** An events summary block's actor over the page's data layer, bound to its root (`bindSummary`). */
export function useSummary(input: SummaryInput, root: RefObject<HTMLElement | null>, options: ActorHookOptions = {}): { actorRef: SummaryActor; api: SummaryApi } {
  const dataLayer = useDataLayer();
  const machine = useMemo(() => summaryMachineFor(dataLayer), [dataLayer]);
  const actorRef = useActorRef(machine, { input, inspect: useInspect(options) });
  useEffect(() => (root.current ? bindSummary(actorRef, root.current) : undefined), [actorRef, root]);
  const snapshot = useSelector(actorRef, (s) => s, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps) };
}
