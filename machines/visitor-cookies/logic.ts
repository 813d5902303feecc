import { SESSION_COOKIE_MAX_AGE_SECONDS } from './constants.ts';
import type { Visit } from './codec.ts';

/** The two cookies as read, already decoded: `undefined` for missing or invalid. */
export interface VisitorCookiesRead {
  visit: Visit | undefined;
  session: number | undefined;
}

export interface ResolvedVisit {
  visit: Visit;
  /** The session cookie's new value: the time of this page view. */
  session: number;
}

/** Timestamps are written as positive integers whatever clock the caller has. */
export const timestamp = (now: number): number => Math.max(1, Math.trunc(now));

/**
 * The visitor cookies after a page view at `now`:
 * [COOK-006] both missing: both created, first visit; (reading) a session cookie without a
 * valid visit cookie likewise starts over;
 * [COOK-005] a valid visit cookie without a session cookie: a new visit, count + 1;
 * (reading) both valid: the same visit goes on, only the session cookie is renewed.
 * [COOK-007] Invalid values arrive here as `undefined`, so they are recreated.
 */
export function resolveVisit({ visit, session }: VisitorCookiesRead, now: number, newId: () => string): ResolvedVisit {
  const at = timestamp(now);
  if (visit === undefined) {
    return { visit: { id: newId(), firstVisit: at, previousVisit: at, currentVisit: at, visitCount: 1 }, session: at };
  }
  if (session === undefined) {
    return {
      visit: { ...visit, previousVisit: visit.currentVisit, currentVisit: at, visitCount: visit.visitCount + 1 },
      session: at,
    };
  }
  return { visit, session: at };
}

/** [COOK-008] The session cookie written at `writtenAt` is gone 30 minutes later. */
export function sessionAlive(writtenAt: number, now: number): boolean {
  return now < writtenAt + SESSION_COOKIE_MAX_AGE_SECONDS * 1000;
}

/** An id from the time alone, for callers that give no random source (base 36 of the ms). */
export const idFromTime = (now: number): string => timestamp(now).toString(36);
