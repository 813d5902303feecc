import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { visitorCookiesAnatomy } from './anatomy.ts';
import { encodeSessionCookie, encodeVisitCookie } from './codec.ts';
import type { VisitorCookiesEvent, visitorCookiesMachine } from './machine.ts';
import type { VisitorCookiesApi } from './types.ts';

export type VisitorCookiesSnapshot = SnapshotFrom<typeof visitorCookiesMachine>;

/** The visitor's state for a display. */
export function connect(snapshot: VisitorCookiesSnapshot, _send: (event: VisitorCookiesEvent) => void, normalize: NormalizeProps): VisitorCookiesApi {
  const { context } = snapshot;
  return {
    visitCount: context.visitCount,
    visitorId: context.id,
    visitCookie: encodeVisitCookie(context),
    sessionCookie: encodeSessionCookie(context.session),
    getRootProps: () => normalize({ ...visitorCookiesAnatomy.attrs('root'), 'data-visit-count': String(context.visitCount) }),
  };
}
