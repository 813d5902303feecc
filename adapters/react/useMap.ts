'use client';
import { useEffect, useId, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type MapSnapshot } from '../../machines/map/connect.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import type { MapApi, DecodedMapBlock, MapOptions, MapsProvider } from '../../machines/map/types.ts';
import { bindMap, browserMapMachine, type MapActor } from '../browser/map.ts';
import { useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';

export interface UseMapInput {
  block: DecodedMapBlock;
  provider: MapsProvider;
  id?: string;
}

const sameView = (a: MapSnapshot, b: MapSnapshot) => a.value === b.value || (JSON.stringify(a.value) === JSON.stringify(b.value) && a.context.block === b.context.block);
const sameOptions = (a: MapOptions, b: MapOptions) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A map block's actor for the component's lifetime, bound to its root element (`bindMap`: wake
 * near the viewport, draw with the maps service, clicks); options that change after mount reach
 * the machine as `SET_OPTIONS` (debounced there, MAP-022).
 */
export function useMap(input: UseMapInput, root: RefObject<HTMLElement | null>, options: ActorHookOptions = {}): { actorRef: MapActor; api: MapApi } {
  const generatedId = useId();
  const actorRef = useActorRef(browserMapMachine, { input: { id: input.id ?? generatedId, block: input.block, provider: input.provider }, inspect: useInspect(options) });
  useEffect(() => (root.current ? bindMap(actorRef, root.current) : undefined), [actorRef, root]);
  usePropChange(input.block.options, (next) => actorRef.send({ type: 'SET_OPTIONS', options: next }), sameOptions);
  const snapshot = useSelector(actorRef, (s) => s, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps) };
}
