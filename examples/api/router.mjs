// The example API's routes, mounted on Fastify. A route module lists
// `route(method, path, handler, jsonBody(codec) | formBody(codec) | noBody, options?)`; the
// router registers each on Fastify with the body parser its kind takes (Fastify reads the body
// within the route's limit: 413; a media type the route does not take: 415) and decodes the
// body with the route's io-ts codec before the handler runs (400 with a message). A known path
// asked with another method answers 405 with `Allow` (the server's not-found handler asks
// `allowFor`), an unknown /api/ path 404, an error inside a route 500 with a generic message
// (logged, never echoed). A handler is `(req, url, body) => {status, body?, headers?, text?,
// contentType?, drop?}` with `req` Node's request: route modules never see Fastify.
import * as t from 'io-ts';
import { formFields, httpError } from './http.mjs';

const DEFAULT_LIMIT = 1_000_000;

/** The route takes no body: nothing, or an empty JSON object (FORM-026's "empty body"). */
export const noBody = { kind: 'none' };
/** A JSON body (`application/json`) that `codec` decodes. */
export const jsonBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'json', codec, limit });
/** A URL-encoded form body whose fields (an object of strings) `codec` decodes. */
export const formBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'form', codec, limit });

/** A body sent either as JSON or as a URL-encoded form (the analytics events: XHR or beacon), both decoded by `codec`. */
export const jsonOrFormBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'json-or-form', codec, limit });

/**
 * A route: method, path (a last segment `:id` takes any one segment; the handler reads it from
 * the URL), handler, and for methods with a body, what the body must be.
 * `options.rateLimit` = `{ max, windowMs, key(req, body), message }`: at most `max` requests per
 * `key` in `windowMs` (counted by @fastify/rate-limit once the body is decoded), 429 past it.
 */
export const route = (method, path, handler, body = noBody, options = {}) => ({ method, path, handler, body, options });

/** `where: expected type` for each io-ts error (at most five), so a client learns what to fix. */
function describe(errors) {
  const details = errors.slice(0, 5).map((error) => {
    const where = error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '')
      .join('.');
    const expected = error.context.at(-1)?.type.name ?? 'a value';
    return `${where || 'body'}: expected ${expected.length > 80 ? `${expected.slice(0, 80)}…` : expected}`;
  });
  return details.join('; ');
}

const MEDIA_TYPE_MESSAGE = {
  json: 'Send the request body as application/json.',
  form: 'Send the request body as application/x-www-form-urlencoded.',
  'json-or-form': 'Send the request body as application/json or application/x-www-form-urlencoded.',
};
const NO_BODY_MESSAGE = 'This route takes no request body.';

/**
 * The client's mistake in a Fastify error, as the status and message the API answers with; a
 * 500 (never echoed) for anything else. `spec` is the body the route takes.
 */
export function clientError(error, spec = noBody) {
  if (error?.expose) return { status: error.status, message: error.message };
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `The request body is over ${spec.limit ?? DEFAULT_LIMIT} bytes.` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return spec.kind === 'none' ? { status: 400, message: NO_BODY_MESSAGE } : { status: 415, message: MEDIA_TYPE_MESSAGE[spec.kind] };
    // Fastify's JSON parser (secure-json-parse): empty, not JSON, or a prototype-poisoning key.
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON (or holds a __proto__ or constructor.prototype key).' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { status: 400, message: 'The request body does not match its Content-Length.' };
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return { status: 415, message: 'The request body is in a Content-Encoding this server does not read.' };
    case 'FST_CP_ERR_INVALID_CONTENT':
      return { status: 400, message: 'The request body could not be decompressed.' };
    default:
      break;
  }
  if (typeof error?.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return { status: error.statusCode, message: error.message };
  return { status: 500, message: 'Internal server error.' };
}

/** The decoded body a route's handler receives, or an httpError(400) with what to fix. */
function decodeBody(method, spec, body) {
  if (method === 'GET' || method === 'HEAD') return undefined;
  if (spec.kind === 'none') {
    // The catch-all parser of a no-body route hands over the text, whatever its media type.
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '' || text === '{}') return undefined;
    throw httpError(400, NO_BODY_MESSAGE);
  }
  // No body at all (no Content-Type): what a route taking a body cannot read.
  if (body === undefined) throw httpError(415, MEDIA_TYPE_MESSAGE[spec.kind]);
  const decoded = spec.codec.decode(body);
  if (decoded._tag === 'Left') throw httpError(400, `Invalid request body: ${describe(decoded.left)}.`);
  return decoded.right;
}

/** The request's target as a URL on this host: `//x` or `http://x/` never names another host. */
export function requestUrl(target = '/') {
  try {
    return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return null;
  }
}

/**
 * Sends a handler's result: JSON (the default), raw text, a body with its own content type (an
 * image, a page), or a broken connection (`drop`: after the headers, so a browser never resends
 * a half-answered request).
 */
export function sendResult(reply, result) {
  const { status = 200, body, headers = {} } = result;
  if (result.drop) {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '64' });
    reply.raw.write('{"cut');
    setImmediate(() => reply.raw.destroy());
    return reply;
  }
  reply.code(status);
  if (result.text !== undefined) {
    return reply.headers({ 'content-type': result.contentType ?? 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).send(result.text);
  }
  if (headers['content-type']) return reply.headers(headers).send(body);
  reply.headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  return reply.send(body === undefined ? '' : JSON.stringify(body));
}

/** One route on Fastify: its limit, its decoding, its rate limit, and the handler's contract. */
function fastifyRoute(entry) {
  const { rateLimit } = entry.options;
  return {
    method: entry.method,
    url: entry.path,
    bodyLimit: entry.body.limit ?? DEFAULT_LIMIT,
    config: {
      body: entry.body,
      ...(rateLimit
        ? {
            rateLimit: {
              max: rateLimit.max,
              timeWindow: rateLimit.windowMs,
              // After preValidation: the key may read the decoded body (a form's id).
              hook: 'preHandler',
              keyGenerator: (request) => rateLimit.key(request.raw, request.body),
              errorResponseBuilder: () => httpError(429, rateLimit.message ?? 'Too many requests; try again in a minute.'),
            },
          }
        : {}),
    },
    preValidation: async (request) => {
      request.body = decodeBody(request.method, entry.body, request.body);
    },
    handler: async (request, reply) => sendResult(reply, await entry.handler(request.raw, requestUrl(request.url), request.body)),
  };
}

/** The parsers of one kind of body; any other media type is Fastify's 415. */
function useParsers(scope, kind) {
  scope.removeAllContentTypeParsers();
  if (kind === 'json' || kind === 'json-or-form') {
    // Fastify's own JSON parser: prototype-poisoning keys refused.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
  }
  if (kind === 'form' || kind === 'json-or-form') {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, text, done) => done(null, formFields(text)));
  }
  if (kind === 'none') {
    // A route without a body reads whatever comes (within its limit) to tell it is empty.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (request, text, done) => done(null, text));
  }
}

/**
 * The router over a list of routes: `plugin` mounts them on Fastify (one scope per kind of
 * body, each with its parsers); `allowFor(path)` is the methods a path answers (for 405 and
 * OPTIONS), or undefined for a path no route has.
 */
export function createRouter(routes) {
  /** path -> method -> route */
  const byPath = new Map();
  for (const entry of routes) {
    const methods = byPath.get(entry.path) ?? new Map();
    if (methods.has(entry.method)) throw new Error(`Route ${entry.method} ${entry.path} is defined twice`);
    methods.set(entry.method, entry);
    byPath.set(entry.path, methods);
  }

  return {
    routes: byPath,
    /** The methods `path` answers (HEAD with GET), or undefined. */
    allowFor(path) {
      const methods = byPath.get(path) ?? byPath.get(path.replace(/\/[^/]+$/, '/:id'));
      if (!methods) return undefined;
      const allowed = [...methods.keys()];
      if (allowed.includes('GET')) allowed.push('HEAD');
      return allowed;
    },
    async plugin(app) {
      for (const kind of ['none', 'json', 'form', 'json-or-form']) {
        const entries = routes.filter((entry) => entry.body.kind === kind);
        if (entries.length === 0) continue;
        await app.register(async (scope) => {
          useParsers(scope, kind);
          for (const entry of entries) scope.route(fastifyRoute(entry));
        });
      }
    },
  };
}

/** Codecs the routes share. */
export const codecs = {
  /** A string of at most `max` characters. */
  text: (max, name = `string of at most ${max} characters`) =>
    new t.Type(name, (value) => typeof value === 'string' && value.length <= max, (value, context) => (typeof value === 'string' && value.length <= max ? t.success(value) : t.failure(value, context)), t.identity),
  /** A JSON object (not null, not an array). */
  object: new t.Type('object', (value) => typeof value === 'object' && value !== null && !Array.isArray(value), (value, context) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? t.success(value) : t.failure(value, context), t.identity),
};
