'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, type Actor } from 'xstate';
import { connect } from '../../machines/visitor-cookies/connect.ts';
import type { VisitorCookiesApi } from '../../machines/visitor-cookies/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { visitorCookiesMachine } from '../../machines/visitor-cookies/machine.ts';
import { bindVisitorCookieEffects, newVisitorId, readVisitorCookies } from '../browser/visitor-cookies.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

export type VisitorCookiesActor = Actor<typeof visitorCookiesMachine>;

const noActor = () => () => {};

/**
 * The visitor cookies of this page view, as a display. The visit is the browser's to count (its
 * cookies, its clock, a new id): the machine starts once the page has hydrated, so `actorRef`
 * and `api` are null on the server and in the first render. It writes what the machine says;
 * `refresh()` is a further page view now, with the cookies as the browser has them at that
 * moment. Use it only where tracking is allowed.
 */
export function useVisitorCookies(options: ActorHookOptions = {}): { actorRef: VisitorCookiesActor | null; api: VisitorCookiesApi | null; refresh(): void } {
  const inspect = useInspect(options);
  const [actorRef, setActorRef] = useState<VisitorCookiesActor | null>(null);
  useEffect(() => {
    const actor = createActor(visitorCookiesMachine, { input: { ...readVisitorCookies(), now: Date.now(), newId: newVisitorId }, inspect });
    const unbind = bindVisitorCookieEffects(actor);
    actor.start();
    setActorRef(actor);
    return () => {
      unbind();
      actor.stop();
    };
  }, [inspect]);
  const snapshot = useSyncExternalStore(
    (onChange) => (actorRef ? actorRef.subscribe(onChange).unsubscribe : noActor()),
    () => actorRef?.getSnapshot() ?? null,
    () => null,
  );
  return {
    actorRef,
    api: snapshot && actorRef ? connect(snapshot, actorRef.send, normalizeProps) : null,
    refresh: () => actorRef?.send({ type: 'REFRESH', now: Date.now(), cookies: readVisitorCookies() }),
  };
}
