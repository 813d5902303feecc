import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleServer } from './support/example-server.ts';

// Every route of the example API, tried as a hostile or unlucky client would: a wrong method, a
// malformed body, a malformed cookie, and (where the data is private) someone who is not the
// owner. Each must get a clear 4xx answer with a message, never a 500 or a crash.
const server = exampleServer(Number(process.env.API_ROUTES_TEST_PORT ?? 4319));
const visitor = () => server.visitor();

/** A cookie any app on the same domain can set: its escape is cut short. */
const MALFORMED_COOKIE = 'x=%E0%A4%A';

interface RouteCase {
  method: 'GET' | 'POST';
  path: string;
  /** What the route takes: nothing, a JSON body or a form body. */
  body: 'none' | 'json' | 'form';
  /** Only the site owner may read it. */
  ownerOnly?: boolean;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/health', body: 'none' },
  { method: 'POST', path: '/api/owner/login', body: 'json' },
  { method: 'POST', path: '/api/owner/logout', body: 'none' },
  { method: 'GET', path: '/api/owner/session', body: 'none' },
  { method: 'GET', path: '/api/owner/submissions', body: 'none', ownerOnly: true },
  { method: 'GET', path: '/api/owner/events?kind=trace', body: 'none', ownerOnly: true },
  { method: 'POST', path: '/api/events/RecordJavascriptErrors', body: 'json' },
  { method: 'POST', path: '/api/events/Trace', body: 'form' },
  { method: 'GET', path: '/api/track/Track', body: 'none' },
  { method: 'POST', path: '/api/census/RecordHit', body: 'form' },
  { method: 'POST', path: '/api/form/FormSubmissionKey', body: 'none' },
  { method: 'POST', path: '/api/form/SaveFormSubmission', body: 'json' },
  { method: 'POST', path: '/api/captcha/solve', body: 'none' },
  { method: 'POST', path: '/api/auth/Logout', body: 'none' },
  { method: 'GET', path: '/commerce/goto-checkout', body: 'none' },
];

/** JSON bodies no route takes: wrong types, prototype keys, deep nesting, huge strings. */
const BAD_JSON = ['null', '[]', '"text"', '42', 'true', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, `{"password":${'1'.repeat(400)}}`, `{"key":"${'k'.repeat(5_000)}","form":"{}"}`];
/** Texts that are not JSON at all. */
const NOT_JSON = ['{', '{"a":', "{'a':1}", '\u0000', 'undefined', '<html>'];

beforeAll(() => server.start({ FORM_DB_FRESH: '1' }), 20_000);

afterAll(async () => {
  await server.stop();
  server.cleanUp();
});

const pathOnly = (path: string) => path.split('?')[0]!;

describe('every route of the example API', () => {
  for (const route of ROUTES) {
    const other = route.method === 'GET' ? 'POST' : 'GET';

    it(`${route.method} ${route.path}: ${other} answers 405 with Allow`, async () => {
      const answer = await visitor().call(other, route.path, { noCrumb: true });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toContain(route.method);
      expect(answer.body.error).toEqual(expect.stringContaining(`${pathOnly(route.path)} answers ${route.method}`));
    });

    it(`${route.method} ${route.path}: a malformed cookie is ignored (never a 500)`, async () => {
      const clean = await visitor().call(route.method, route.path, { noCrumb: true });
      const dirty = await visitor().call(route.method, route.path, { noCrumb: true, cookie: `${MALFORMED_COOKIE}; __proto__=1; constructor=%; =; ;;` });
      expect(dirty.status).toBeLessThan(500);
      expect(dirty.status).toBe(clean.status);
      expect(JSON.stringify(dirty.body)).not.toContain('URI malformed');
    });

    if (route.body !== 'none') {
      it(`${route.method} ${route.path}: a malformed body answers 400 (or 415, 413) with a message`, async () => {
        const client = visitor();
        await client.call('POST', '/api/form/FormSubmissionKey'); // the crumb cookie
        const contentType = route.body === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
        for (const raw of route.body === 'json' ? [...BAD_JSON, ...NOT_JSON] : ['', 'data=', 'data=%7B', 'data=null', '__proto__=x&data=1', `data=${'%5B'.repeat(5_000)}`]) {
          const answer = await client.call(route.method, route.path, { raw, contentType });
          expect([400, 401, 403, 413], `${raw.slice(0, 40)} -> ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
          expect(answer.body.error, raw.slice(0, 40)).toEqual(expect.any(String));
        }
        const wrongType = await client.call(route.method, route.path, { raw: route.body === 'json' ? 'a=1' : '{}', contentType: route.body === 'json' ? 'application/x-www-form-urlencoded' : 'application/json' });
        expect(wrongType.status).toBe(415);
        expect(wrongType.body.error).toMatch(/^Send the request body as application\//);
        const huge = await client.call(route.method, route.path, { raw: 'x'.repeat(1_100_000), contentType });
        expect(huge.status).toBe(413);
      });
    } else if (route.method === 'POST') {
      it(`${route.method} ${route.path}: a body where none is taken answers 400 with a message`, async () => {
        const answer = await visitor().call(route.method, route.path, { raw: 'null', contentType: 'application/json' });
        expect(answer).toMatchObject({ status: 400, body: { error: 'This route takes no request body.' } });
      });
    }

    if (route.ownerOnly) {
      it(`${route.method} ${route.path}: someone who is not the owner gets 401 and nothing of the data`, async () => {
        const stranger = visitor();
        const answer = await stranger.call(route.method, route.path);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: 'Sign in as the site owner to read this.' });
        // A forged or tampered session cookie is no session.
        for (const forged of ['sm_owner=1', `sm_owner=${Date.now() + 1e9}.abc`, 'sm_owner=99999999999999.', 'sm_owner=%E0%A4%A']) {
          expect((await stranger.call(route.method, route.path, { cookie: forged })).status, forged).toBe(401);
        }
        const owner = visitor();
        expect(await owner.signIn('wrong password')).toMatchObject({ status: 401, body: { error: 'That is not the owner password.' } });
        expect((await owner.call(route.method, route.path)).status).toBe(401);
        expect((await owner.signIn()).status).toBe(200);
        expect((await owner.call(route.method, route.path)).status).toBe(200);
        const signature = owner.cookies.get('sm_owner')!;
        const tampered = signature.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
        expect((await stranger.call(route.method, route.path, { cookie: `sm_owner=${tampered}` })).status).toBe(401);
      });
    }
  }

  it('an unknown /api/ path answers 404 with a message; HEAD and OPTIONS are answered', async () => {
    expect(await visitor().call('GET', '/api/no/such/route')).toMatchObject({ status: 404, body: { error: 'No API route /api/no/such/route.' } });
    const head = await fetch(`${server.base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const options = await fetch(`${server.base}/api/form/SaveFormSubmission`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('a request target the URL parser refuses (//, http://x/) does not end the server', async () => {
    const { request } = await import('node:http');
    const raw = (target: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: new URL(server.base).port, path: target, method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    // Pages answer 503 while the site is not built; what matters is that nothing ends the server.
    for (const target of ['//', '//evil.example/x', '/%', '/api/%E0%A4%A']) expect(await raw(target), target).not.toBe(500);
    expect((await visitor().call('GET', '/api/health')).status).toBe(200);
  });
});

describe("the owner's login", () => {
  it('sets a signed, HttpOnly, SameSite=Strict session cookie; the session route tells; logout ends it', async () => {
    const owner = visitor();
    expect((await owner.call('GET', '/api/owner/session')).body).toEqual({ signedIn: false });
    const answer = await owner.signIn();
    expect(answer).toMatchObject({ status: 200, body: { signedIn: true } });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('sm_owner='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=28800/);
    expect((await owner.call('GET', '/api/owner/session')).body).toEqual({ signedIn: true });
    expect((await owner.call('POST', '/api/owner/logout')).status).toBe(200);
    expect((await owner.call('GET', '/api/owner/session')).body).toEqual({ signedIn: false });
    expect((await owner.call('GET', '/api/owner/submissions')).status).toBe(401);
  });

  it('a form post from another site cannot sign anyone in: the login takes JSON only', async () => {
    const answer = await visitor().call('POST', '/api/owner/login', { raw: 'password=owner-demo', contentType: 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(415);
  });

  it('guessing is limited: after 10 attempts a minute from one address, 429', async () => {
    await server.stop();
    await server.start({});
    const guesser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await guesser.signIn(`guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Even the right password waits out the minute.
    expect((await guesser.signIn()).status).toBe(429);
  }, 20_000);

  it('the owner credential comes from SITE_OWNER_PASSWORD', async () => {
    await server.stop();
    await server.start({ SITE_OWNER_PASSWORD: 'a long secret phrase' });
    expect((await visitor().signIn()).status).toBe(401);
    expect((await visitor().signIn('a long secret phrase')).status).toBe(200);
  }, 20_000);
});

describe('the backend state held in memory', () => {
  it('unused submission keys expire after 30 minutes and are pruned; at most 10,000 are held', async () => {
    const { createExpiringTokens } = await import('../examples/api/limits.mjs');
    // KEY_LIFETIME_MS and MAX_UNUSED_KEYS of examples/api/forms.mjs.
    const [KEY_LIFETIME_MS, MAX_UNUSED_KEYS] = [30 * 60_000, 10_000];
    let time = 0;
    const keys = createExpiringTokens({ lifetimeMs: KEY_LIFETIME_MS, max: MAX_UNUSED_KEYS, now: () => time });
    for (let index = 0; index < 500; index++) keys.add(`early-${index}`);
    time += KEY_LIFETIME_MS - 1;
    keys.add('late');
    expect(keys.size).toBe(501);
    time += 1;
    // The early keys have expired: the next request prunes them all, and none can be spent.
    expect(keys.spend('early-0')).toBe(false);
    expect(keys.size).toBe(1);
    for (let index = 0; index < MAX_UNUSED_KEYS + 50; index++) keys.add(`flood-${index}`);
    expect(keys.size).toBe(MAX_UNUSED_KEYS);
    expect(keys.spend('flood-0')).toBe(false);
    expect(keys.spend(`flood-${MAX_UNUSED_KEYS + 49}`)).toBe(true);
    expect(keys.spend(`flood-${MAX_UNUSED_KEYS + 49}`)).toBe(false);
    expect(keys.spend(undefined)).toBe(false);
  });

  it('rate-limit windows of addresses that went quiet are dropped; the keys followed are bounded', async () => {
    const { createRateLimiter } = await import('../examples/api/limits.mjs');
    let time = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 1_000, now: () => time });
    for (let index = 0; index < 5; index++) expect(limiter.over('10.0.0.1 contact')).toBe(false);
    expect(limiter.over('10.0.0.1 contact')).toBe(true);
    expect(limiter.over('10.0.0.1 newsletter')).toBe(false);
    for (let index = 0; index < 2_000; index++) limiter.over(`addr-${index} contact`);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    time += 60_001;
    expect(limiter.over('10.0.0.1 contact')).toBe(false);
    expect(limiter.size).toBe(1);
  });
});
