'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect } from '../../machines/button-tracking/connect.ts';
import type { ButtonBlockApi } from '../../machines/button-tracking/types.ts';
import type { ButtonFields } from '../../machines/tracking/logic.ts';
import { bindButtonBlock, buttonTrackingMachineWith, type ButtonTrackingActor } from '../browser/button-block.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';
import { useTrackerContext } from './tracking-context.ts';

export interface UseButtonBlockInput {
  button: ButtonFields;
  id?: string;
}

/**
 * [BLK-039] A button block: a plain link until the page's tracker (after consent, from
 * `TrackerContext`) says this visitor is tracked; then a plain click is recorded [TRK-023] and
 * replayed, and the render recorded [TRK-024].
 */
export function useButtonBlock(input: UseButtonBlockInput, options: ActorHookOptions = {}): { actorRef: ButtonTrackingActor; api: ButtonBlockApi } {
  const generatedId = useId();
  const tracker = useTrackerContext();
  const trackerRef = useLatest(tracker);
  const actorRef = useActorRef(buttonTrackingMachineWith((button) => trackerRef.current?.recordButtonClick(button) ?? Promise.resolve()), {
    input: { button: input.button },
    inspect: useInspect(options),
  });
  useEffect(() => bindButtonBlock(actorRef, { recordRender: (button) => trackerRef.current?.recordButtonRender(button) }), [actorRef, trackerRef]);
  const tracked = tracker?.verdict.track ?? false;
  useEffect(() => actorRef.send({ type: 'TRACKING', tracked }), [actorRef, tracked]);
  const snapshot = useSelector(actorRef, (s) => s);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps, input.id ?? generatedId) };
}
