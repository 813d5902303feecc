import { createActor } from 'xstate';
import { keepProps } from '../machines/shared/normalize.ts';
import { describe, expect, it } from 'vitest';
import { connectVisitorCookies, decodeSessionCookie, decodeVisitCookie, visitorCookiesMachine, type VisitorCookiesInput } from '../machines/index.ts';
import { encodeVisitCookie } from '../machines/visitor-cookies/codec.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

function start(input: Omit<VisitorCookiesInput, 'newId'>) {
  let ids = 0;
  const actor = createActor(visitorCookiesMachine, { input: { ...input, newId: () => `visitor-${++ids}` } });
  const writes: { name: string; value: string; maxAgeSeconds: number }[] = [];
  actor.on('writeCookie', ({ name, value, maxAgeSeconds }) => writes.push({ name, value, maxAgeSeconds }));
  actor.start();
  const cookies = () => {
    const latest: Record<string, string> = {};
    for (const write of writes) latest[write.name] = write.value;
    return latest;
  };
  return { actor, writes, cookies, visitCount: () => actor.getSnapshot().context.visitCount };
}

describe('visitor cookie values', () => {
  it('[COOK-001] [COOK-003] ss_cvr is an id and four positive integers, pipe-separated', () => {
    expect(decodeVisitCookie('abc|1|2|3|4')).toEqual({ ok: true, data: { id: 'abc', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 } });
    expect(encodeVisitCookie({ id: 'abc', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 })).toBe('abc|1|2|3|4');
  });

  it('[COOK-003] refuses anything else', () => {
    for (const value of [
      undefined,
      '',
      'abc',
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      '|1|2|3|4',
      'abc|0|2|3|4',
      'abc|-1|2|3|4',
      'abc|1.5|2|3|4',
      'abc|1|2|3|x',
      'abc|01|2|3|4',
      'abc|1|2|3|99999999999999999999',
      42,
    ]) {
      expect(decodeVisitCookie(value).ok, String(value)).toBe(false);
    }
  });

  it('[COOK-002] [COOK-004] ss_cvt holds a timestamp: a positive integer', () => {
    expect(decodeSessionCookie('1700000000000')).toEqual({ ok: true, data: 1_700_000_000_000 });
    for (const value of [undefined, '', '0', '-5', '1e5', '12abc', ' 12', 12]) expect(decodeSessionCookie(value).ok, String(value)).toBe(false);
  });
});

describe('visitorCookiesMachine', () => {
  it('[COOK-006] with both cookies missing both are created: visit 1', () => {
    const { cookies, visitCount } = start({ now: T0 });
    expect(visitCount()).toBe(1);
    expect(cookies()).toEqual({ ss_cvr: `visitor-1|${T0}|${T0}|${T0}|1`, ss_cvt: String(T0) });
  });

  it('[COOK-008] [COOK-009] writes ss_cvt for 30 minutes and ss_cvr for 2 years', () => {
    const { writes } = start({ now: T0 });
    expect(writes.map(({ name, maxAgeSeconds }) => [name, maxAgeSeconds])).toEqual([
      ['ss_cvr', 2 * 365 * 24 * 60 * 60],
      ['ss_cvt', 30 * 60],
    ]);
  });

  it('[COOK-005] a valid visit cookie without a session cookie: the visit count rises by 1, a new session cookie is set', () => {
    const { cookies, visitCount } = start({ cvr: `v9|${T0 - 5000}|${T0 - 4000}|${T0 - 3000}|6`, now: T0 });
    expect(visitCount()).toBe(7);
    expect(cookies()).toEqual({ ss_cvr: `v9|${T0 - 5000}|${T0 - 3000}|${T0}|7`, ss_cvt: String(T0) });
  });

  it('with both valid the same visit goes on and only the session is renewed (reading)', () => {
    const cvr = `v9|1|2|3|6`;
    const { cookies, visitCount } = start({ cvr, cvt: String(T0 - MINUTE), now: T0 });
    expect(visitCount()).toBe(6);
    expect(cookies()).toEqual({ ss_cvr: cvr, ss_cvt: String(T0) });
  });

  it('[COOK-007] an invalid visit cookie is discarded and recreated, whatever the session cookie says', () => {
    for (const cvt of [undefined, String(T0 - MINUTE), 'junk']) {
      const { cookies, visitCount } = start({ cvr: 'v9|x|2|3|6', ...(cvt ? { cvt } : {}), now: T0 });
      expect(visitCount()).toBe(1);
      expect(cookies().ss_cvr).toBe(`visitor-1|${T0}|${T0}|${T0}|1`);
      expect(cookies().ss_cvt).toBe(String(T0));
    }
  });

  it('[COOK-007] an invalid session cookie is discarded and recreated: a new visit', () => {
    const { cookies, visitCount } = start({ cvr: 'v9|1|2|3|6', cvt: 'not-a-time', now: T0 });
    expect(visitCount()).toBe(7);
    expect(cookies().ss_cvt).toBe(String(T0));
  });

  it('without an id source the new id comes from the time, never from a hidden random', () => {
    const actor = createActor(visitorCookiesMachine, { input: { now: T0 } }).start();
    expect(actor.getSnapshot().context.id).toBe(T0.toString(36));
  });

  it('[COOK-008] REFRESH within 30 minutes is the same visit; after the session cookie expired, a new visit', () => {
    const { actor, cookies, visitCount } = start({ now: T0 });
    actor.send({ type: 'REFRESH', now: T0 + 29 * MINUTE });
    expect(visitCount()).toBe(1);
    // The session cookie was renewed at 29 minutes, so 58 minutes is still within it.
    actor.send({ type: 'REFRESH', now: T0 + 58 * MINUTE });
    expect(visitCount()).toBe(1);
    actor.send({ type: 'REFRESH', now: T0 + 88 * MINUTE });
    expect(visitCount()).toBe(2);
    // The previous visit is the one that began at T0.
    expect(cookies().ss_cvr).toBe(`visitor-1|${T0}|${T0}|${T0 + 88 * MINUTE}|2`);
  });

  it('[COOK-005] [COOK-006] [COOK-007] REFRESH with the browser cookies follows what the browser has', () => {
    const { actor, visitCount, cookies } = start({ now: T0 });
    actor.send({ type: 'REFRESH', now: T0 + 1, cookies: { cvr: cookies().ss_cvr } });
    expect(visitCount()).toBe(2);
    actor.send({ type: 'REFRESH', now: T0 + 2, cookies: {} });
    expect(visitCount()).toBe(1);
    expect(actor.getSnapshot().context.id).toBe('visitor-2');
    actor.send({ type: 'REFRESH', now: T0 + 3, cookies: { cvr: 'broken', cvt: String(T0) } });
    expect(actor.getSnapshot().context.id).toBe('visitor-3');
  });

  it('connect shows the visit count and the cookie values written', () => {
    const { actor, cookies } = start({ now: T0 });
    expect(connectVisitorCookies(actor.getSnapshot(), actor.send, keepProps)).toMatchObject({
      visitCount: 1,
      visitorId: 'visitor-1',
      visitCookie: cookies().ss_cvr,
      sessionCookie: cookies().ss_cvt,
    });
  });
});
