import { useLayoutEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type VisitorCookiesApi, type VisitorCookiesSnapshot } from '../../machines/visitor-cookies/connect.ts';
import { visitorCookiesMachine } from '../../machines/visitor-cookies/machine.ts';
import { bindVisitorCookieEffects, newVisitorId, readVisitorCookies } from '../browser/visitor-cookies.ts';

const selectView = (snapshot: VisitorCookiesSnapshot) => snapshot.context;

/**
 * The visitor cookies of this page view, as a display: starts `visitorCookiesMachine` with
 * the browser's cookies and writes what it says. `refresh()` is a further page view now, with
 * the cookies as the browser has them at that moment. Use it only where tracking is allowed.
 */
export function useVisitorCookies(): VisitorCookiesApi & { refresh(): void } {
  const [input] = useState(() => ({ ...readVisitorCookies(), now: Date.now(), newId: newVisitorId }));
  const actorRef = useActorRef(visitorCookiesMachine, { input });
  useLayoutEffect(() => bindVisitorCookieEffects(actorRef), [actorRef]);
  useSelector(actorRef, selectView);
  return {
    ...connect(actorRef.getSnapshot()),
    refresh: () => actorRef.send({ type: 'REFRESH', now: Date.now(), cookies: readVisitorCookies() }),
  };
}
