import { createActor, type Actor } from 'xstate';
import { SESSION_COOKIE, VISIT_COOKIE } from '../../machines/visitor-cookies/constants.ts';
import { visitorCookiesMachine } from '../../machines/visitor-cookies/machine.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** The two visitor cookies as the browser has them now. */
export function readVisitorCookies(): { cvr?: string; cvt?: string } {
  const cvr = readCookie(VISIT_COOKIE);
  const cvt = readCookie(SESSION_COOKIE);
  return { ...(cvr === undefined ? {} : { cvr }), ...(cvt === undefined ? {} : { cvt }) };
}

/** Performs `writeCookie` with the lifetime the machine gives. Bind before start. */
export function bindVisitorCookieEffects(actor: Actor<typeof visitorCookiesMachine>): () => void {
  const subscription = actor.on('writeCookie', ({ name, value, maxAgeSeconds }) => writeCookie(name, value, { maxAgeSeconds }));
  return () => subscription.unsubscribe();
}

/** A fresh visitor id from the browser's random source. */
export const newVisitorId = (): string => crypto.randomUUID();

/**
 * Starts the visitor cookies for this page view: reads them, lets the machine decide, and
 * writes what it says. Call it only once tracking is allowed (see `trackingAllowed`).
 */
export function startVisitorCookies(now: number = Date.now()): Actor<typeof visitorCookiesMachine> {
  const actor = createActor(visitorCookiesMachine, { input: { ...readVisitorCookies(), now, newId: newVisitorId } });
  bindVisitorCookieEffects(actor);
  return actor.start();
}
