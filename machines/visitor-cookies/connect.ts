import type { SnapshotFrom } from 'xstate';
import { encodeSessionCookie, encodeVisitCookie } from './codec.ts';
import type { visitorCookiesMachine } from './machine.ts';

export type VisitorCookiesSnapshot = SnapshotFrom<typeof visitorCookiesMachine>;

export interface VisitorCookiesApi {
  visitCount: number;
  visitorId: string;
  /** The values the machine has written (what `ss_cvr` and `ss_cvt` hold). */
  visitCookie: string;
  sessionCookie: string;
}

/** The visitor's state for a display. */
export function connect(snapshot: VisitorCookiesSnapshot): VisitorCookiesApi {
  const { context } = snapshot;
  return {
    visitCount: context.visitCount,
    visitorId: context.id,
    visitCookie: encodeVisitCookie(context),
    sessionCookie: encodeSessionCookie(context.session),
  };
}
