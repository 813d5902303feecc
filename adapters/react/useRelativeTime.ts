'use client';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect } from '../../machines/relative-time/connect.ts';
import type { RelativeTimeApi } from '../../machines/relative-time/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { relativeTimeMachine } from '../../machines/relative-time/machine.ts';
import { onPageVisible } from '../browser/environment.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { usePageEnvironment } from './environment.tsx';

export type RelativeTimeActor = Actor<typeof relativeTimeMachine>;

/**
 * [WID-012] A relative time that refreshes every 5 s. It starts from the clock the page was
 * rendered with (the server's and the browser's first render say the same), then takes the
 * browser's time once mounted, and again when the tab comes back into view (timers sleep in
 * background tabs).
 */
export function useRelativeTime(input: { time: number; locale?: string }, options: ActorHookOptions = {}): { actorRef: RelativeTimeActor; api: RelativeTimeApi } {
  const { now } = usePageEnvironment();
  const { time, locale } = input;
  const actorRef = useActorRef(relativeTimeMachine, { input: { time, now, ...(locale ? { locale } : {}) }, inspect: useInspect(options) });
  useEffect(() => {
    actorRef.send({ type: 'NOW', now: Date.now() });
    return onPageVisible(() => actorRef.send({ type: 'NOW', now: Date.now() }));
  }, [actorRef]);
  return { actorRef, api: connect(useSelector(actorRef, (snapshot) => snapshot), actorRef.send, normalizeProps) };
}
