import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import * as t from 'io-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { clientError, codecs, createRouter, formBody, jsonBody, noBody, route } from '../examples/api/router.mjs';

// The adapter that mounts a route module's list (`route(method, path, handler, body)`, the
// format every examples/api module keeps) on Fastify: a module written for it works unchanged,
// Fastify reads the body (its limit, its media type), io-ts decodes it, the handler's result
// becomes the answer. The full server is tried over HTTP in api-routes.test.ts.

interface Seen {
  method?: string;
  search?: string;
  body?: unknown;
}

let app: FastifyInstance | undefined;

/** A Fastify app with a route list mounted as the example server mounts it, with its error handler. */
async function mount(routes: unknown[]) {
  const router = createRouter(routes);
  app = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = clientError(error, (request.routeOptions.config as { body?: unknown }).body);
    return reply.code(status).send({ error: message });
  });
  await app.register(router.plugin);
  await app.ready();
  return { app, router };
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const Note = t.type({ text: codecs.text(10) });

describe('the example API router on Fastify', () => {
  it('hands a JSON route the decoded body, the URL and Node’s request; answers JSON with no-store', async () => {
    const seen: Seen = {};
    const { app } = await mount([
      route(
        'POST',
        '/api/notes',
        async (req: { method: string }, url: URL, body: unknown) => {
          Object.assign(seen, { method: req.method, search: url.search, body });
          return { status: 201, body: { saved: true }, headers: { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] } };
        },
        jsonBody(Note, { limit: 100 }),
      ),
    ]);
    const answer = await app.inject({ method: 'POST', url: '/api/notes?x=1', payload: { text: 'hello' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ saved: true });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(seen).toEqual({ method: 'POST', search: '?x=1', body: { text: 'hello' } });
  });

  it('400 with what to fix, 413 over the route’s limit, 415 in another media type, bad JSON a 400', async () => {
    const { app } = await mount([route('POST', '/api/notes', async () => ({ status: 200, body: {} }), jsonBody(Note, { limit: 100 }))]);
    const post = (payload: string, contentType = 'application/json') => app.inject({ method: 'POST', url: '/api/notes', payload, headers: { 'content-type': contentType } });
    expect((await post('{"text":"far too long a note"}')).json()).toEqual({ error: 'Invalid request body: text: expected string of at most 10 characters.' });
    expect((await post(JSON.stringify({ text: 'x'.repeat(200) }))).statusCode).toBe(413);
    expect((await post(JSON.stringify({ text: 'x'.repeat(200) }))).json()).toEqual({ error: 'The request body is over 100 bytes.' });
    expect(await post('text=hi', 'application/x-www-form-urlencoded')).toMatchObject({ statusCode: 415 });
    expect((await post('text=hi', 'application/x-www-form-urlencoded')).json()).toEqual({ error: 'Send the request body as application/json.' });
    for (const bad of ['{', '', '{"__proto__":{"admin":true}}']) {
      const answer = await post(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error, bad).toMatch(/^The request body is not valid JSON/);
    }
  });

  it('a form route reads fields into an object without a prototype, the first of a name winning', async () => {
    const seen: Seen = {};
    const { app } = await mount([
      route(
        'POST',
        '/api/hit',
        async (_req: unknown, _url: URL, body: unknown) => {
          seen.body = body;
          return { status: 200, body: { ok: true } };
        },
        formBody(t.type({ data: t.string })),
      ),
    ]);
    const answer = await app.inject({ method: 'POST', url: '/api/hit', payload: 'data=1&data=2&__proto__=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.statusCode).toBe(200);
    expect(Object.getPrototypeOf(seen.body)).toBeNull();
    expect(Object.entries(seen.body as object)).toEqual([
      ['data', '1'],
      ['__proto__', 'x'],
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/hit', payload: '{}', headers: { 'content-type': 'application/json' } })).json()).toEqual({
      error: 'Send the request body as application/x-www-form-urlencoded.',
    });
  });

  it('a route without a body takes nothing or {} in any media type, and refuses anything else', async () => {
    const { app } = await mount([route('POST', '/api/key', async () => ({ status: 200, body: { key: 'k' } }), noBody)]);
    const post = (payload?: string, contentType?: string) =>
      app.inject({ method: 'POST', url: '/api/key', ...(payload === undefined ? {} : { payload }), headers: contentType ? { 'content-type': contentType } : {} });
    expect((await post()).statusCode).toBe(200);
    expect((await post('', 'application/json')).statusCode).toBe(200);
    expect((await post(' {} ', 'application/json')).statusCode).toBe(200);
    expect((await post('x', 'text/xml')).json()).toEqual({ error: 'This route takes no request body.' });
    expect((await post('null', 'application/json')).json()).toEqual({ error: 'This route takes no request body.' });
  });

  it('answers raw text, a body with its own type, a dropped connection; a throw is a generic 500', async () => {
    const { app } = await mount([
      route('GET', '/api/text', async () => ({ status: 202, text: '<p>hi</p>', contentType: 'text/html; charset=utf-8' })),
      route('GET', '/api/pixel', async () => ({ status: 200, body: Buffer.from([1, 2, 3]), headers: { 'content-type': 'image/gif' } })),
      route('GET', '/api/boom', async () => {
        throw new Error('secret detail');
      }),
    ]);
    const text = await app.inject({ method: 'GET', url: '/api/text' });
    expect([text.statusCode, text.headers['content-type'], text.body]).toEqual([202, 'text/html; charset=utf-8', '<p>hi</p>']);
    const pixel = await app.inject({ method: 'GET', url: '/api/pixel' });
    expect([pixel.headers['content-type'], [...pixel.rawPayload]]).toEqual(['image/gif', [1, 2, 3]]);
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect([boom.statusCode, boom.json()]).toEqual([500, { error: 'Internal server error.' }]);
    // HEAD comes with GET.
    expect((await app.inject({ method: 'HEAD', url: '/api/text' })).statusCode).toBe(202);
  });

  it('allowFor names the methods of a path (HEAD with GET) for 405 and OPTIONS; a method twice is refused', () => {
    const router = createRouter([route('GET', '/api/a', async () => ({ status: 200 })), route('POST', '/api/a', async () => ({ status: 200 }))]);
    expect(router.allowFor('/api/a')).toEqual(['GET', 'POST', 'HEAD']);
    expect(router.allowFor('/api/b')).toBeUndefined();
    expect(() => createRouter([route('GET', '/api/a', async () => ({ status: 200 })), route('GET', '/api/a', async () => ({ status: 200 }))])).toThrow(/defined twice/);
  });

  it('[FORM-052] a route’s rate limit counts per the key it makes from the request and the decoded body', async () => {
    const { app } = await mount([
      route('POST', '/api/save', async () => ({ status: 200, body: { ok: true } }), jsonBody(t.type({ formId: t.string })), {
        rateLimit: { max: 2, windowMs: 60_000, key: (req: { socket: { remoteAddress?: string } }, body: { formId: string }) => `${req.socket.remoteAddress} ${body.formId}`, message: 'Too many.' },
      }),
    ]);
    const save = (formId: string) => app.inject({ method: 'POST', url: '/api/save', payload: { formId } });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await save('contact')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await save('contact')).json()).toEqual({ error: 'Too many.' });
    expect((await save('newsletter')).statusCode).toBe(200);
  });
});
