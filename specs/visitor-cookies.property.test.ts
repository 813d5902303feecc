import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Decoded } from '../machines/shared/decode.ts';
import { decodeSessionCookie, decodeVisitCookie, visitorCookiesMachine } from '../machines/index.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

/** Cookie values from anywhere: valid ones, near misses and any string at all. */
const positive = fc.integer({ min: 1, max: 2 ** 40 }).map(String);
const visitLike = fc
  .tuple(fc.string({ minLength: 0, maxLength: 8 }), positive, positive, positive, fc.oneof(positive, fc.string()))
  .map((parts) => parts.join('|'));
const anyCookie = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), visitLike, positive, fc.constant(undefined));

function run(cvr: string | undefined, cvt: string | undefined, now: number) {
  const writes: Record<string, string> = {};
  const actor = createActor(visitorCookiesMachine, {
    input: { ...(cvr === undefined ? {} : { cvr }), ...(cvt === undefined ? {} : { cvt }), now, newId: () => 'fresh' },
  });
  actor.on('writeCookie', ({ name, value }) => {
    writes[name] = value;
  });
  actor.start();
  return { actor, writes };
}

const dataOf = <T>(decoded: Decoded<T>): T | undefined => (decoded.ok ? decoded.data : undefined);

describe('visitor cookies properties', () => {
  it('[COOK-003] [COOK-007] any string as a cookie value either parses to a valid visit or is recreated, never throws', () => {
    fc.assert(
      fc.property(anyCookie, anyCookie, fc.integer({ min: 1, max: 2 ** 42 }), (cvr, cvt, now) => {
        const { actor, writes } = run(cvr, cvt, now);
        const visit = dataOf(decodeVisitCookie(cvr));
        const session = dataOf(decodeSessionCookie(cvt));
        const written = dataOf(decodeVisitCookie(writes.ss_cvr));
        // What is written is always valid again.
        expect(written).toBeDefined();
        expect(dataOf(decodeSessionCookie(writes.ss_cvt))).toBe(now);
        if (visit === undefined) {
          // [COOK-006] [COOK-007] recreated: a new visitor on a first visit.
          expect(written).toEqual({ id: 'fresh', firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 });
        } else {
          // [COOK-005] kept; a new visit when the session cookie is missing or invalid.
          expect(written?.id).toBe(visit.id);
          expect(written?.visitCount).toBe(visit.visitCount + (session === undefined ? 1 : 0));
        }
        expect(actor.getSnapshot().context.visitCount).toBe(written?.visitCount);
      }),
      { numRuns: 1000 },
    );
  });

  it('[COOK-005] [COOK-008] over any sequence of page views the count rises exactly when 30 minutes passed without one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90 * MINUTE }), { maxLength: 40 }), (gaps) => {
        const { actor } = run(undefined, undefined, T0);
        let now = T0;
        let expected = 1;
        for (const gap of gaps) {
          now += gap;
          if (gap >= 30 * MINUTE) expected += 1;
          actor.send({ type: 'REFRESH', now });
          expect(actor.getSnapshot().context.visitCount).toBe(expected);
        }
      }),
    );
  });
});
