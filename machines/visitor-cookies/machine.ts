import { assign, emit, setup } from 'xstate';
import { dataOrUndefined, decodeSessionCookie, decodeVisitCookie, encodeSessionCookie, encodeVisitCookie, type Visit } from './codec.ts';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS, VISIT_COOKIE, VISIT_COOKIE_MAX_AGE_SECONDS } from './constants.ts';
import { idFromTime, resolveVisit, sessionAlive, type ResolvedVisit, type VisitorCookiesRead } from './logic.ts';

/** What the visitor cookies machine starts from: `createActor(visitorCookiesMachine, { input })`. */
export interface VisitorCookiesInput {
  /** The raw `ss_cvr` cookie, if the browser has one. */
  cvr?: string;
  /** The raw `ss_cvt` cookie, if the browser has one. */
  cvt?: string;
  /** The page view's time (ms). */
  now: number;
  /** A fresh visitor id; without it the id is made from the time. */
  newId?: () => string;
}

/** What the visitor cookies machine remembers (`snapshot.context`). */
export interface VisitorCookiesContext extends Visit {
  /** The session cookie's value, the time it was last written (ms). */
  session: number;
  newId: (() => string) | undefined;
}

/** The events the visitor cookies machine accepts. */
export type VisitorCookiesEvent = {
  type: 'REFRESH';
  now: number;
  /**
   * The cookies as the browser has them now; without them the machine's own values are used,
   * with the session cookie expired once its 30 minutes have run out.
   */
  cookies?: { cvr?: string; cvt?: string };
};

export type VisitorCookiesEmitted = { type: 'writeCookie'; name: string; value: string; maxAgeSeconds: number };

const decodeRead = (cvr: string | undefined, cvt: string | undefined): VisitorCookiesRead => ({
  visit: dataOrUndefined(decodeVisitCookie(cvr)),
  session: dataOrUndefined(decodeSessionCookie(cvt)),
});

function resolved(read: VisitorCookiesRead, now: number, newId: (() => string) | undefined): ResolvedVisit {
  return resolveVisit(read, now, newId ?? (() => idFromTime(now)));
}

function toContext({ visit, session }: ResolvedVisit, newId: (() => string) | undefined): VisitorCookiesContext {
  return { ...visit, session, newId };
}

/** The visitor cookies: reads and refreshes the visit and session cookies and counts visits. */
export const visitorCookiesMachine = setup({
  types: {
    input: {} as VisitorCookiesInput,
    context: {} as VisitorCookiesContext,
    events: {} as VisitorCookiesEvent,
    emitted: {} as VisitorCookiesEmitted,
  },
  actions: {
    refresh: assign(({ context, event }) => {
      const { cookies, now } = event;
      const read: VisitorCookiesRead = cookies
        ? decodeRead(cookies.cvr, cookies.cvt)
        : { visit: context, session: sessionAlive(context.session, now) ? context.session : undefined };
      return toContext(resolved(read, now, context.newId), context.newId);
    }),
    // [COOK-008] [COOK-009] Both cookies are written after every page view with their lifetimes.
    writeVisitCookie: emit(({ context }) => ({
      type: 'writeCookie' as const,
      name: VISIT_COOKIE,
      value: encodeVisitCookie(context),
      maxAgeSeconds: VISIT_COOKIE_MAX_AGE_SECONDS,
    })),
    writeSessionCookie: emit(({ context }) => ({
      type: 'writeCookie' as const,
      name: SESSION_COOKIE,
      value: encodeSessionCookie(context.session),
      maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS,
    })),
  },
}).createMachine({
  id: 'visitorCookies',
  context: ({ input }) => toContext(resolved(decodeRead(input.cvr, input.cvt), input.now, input.newId), input.newId),
  entry: ['writeVisitCookie', 'writeSessionCookie'],
  initial: 'active',
  states: {
    active: {
      on: {
        REFRESH: { actions: ['refresh', 'writeVisitCookie', 'writeSessionCookie'] },
      },
    },
  },
});
