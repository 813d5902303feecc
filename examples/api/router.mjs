// The example API's router: routes by method and path, each with an io-ts codec for its body.
// A known path asked with another method answers 405 with `Allow`; a body that is not what the
// route takes answers 400 (413 when too large, 415 in the wrong media type) with a message; an
// unknown /api/ path 404; an error inside a route 500 with a generic message (logged, never
// echoed). A route is `(req, url, body) => {status, body?, headers?, text?, contentType?, drop?}`.
import * as t from 'io-ts';
import { formFields, httpError, mediaTypeOf, readText } from './http.mjs';

const DEFAULT_LIMIT = 1_000_000;

/** The route takes no body: nothing, or an empty JSON object (FORM-026's "empty body"). */
export const noBody = { kind: 'none' };
/** A JSON body (`application/json`) that `codec` decodes. */
export const jsonBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'json', codec, limit });
/** A URL-encoded form body whose fields (an object of strings) `codec` decodes. */
export const formBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'form', codec, limit });

/** A body sent either as JSON or as a URL-encoded form (the analytics events: XHR or beacon), both decoded by `codec`. */
export const jsonOrFormBody = (codec, { limit = DEFAULT_LIMIT } = {}) => ({ kind: 'json-or-form', codec, limit });

/** A route: method, path, handler, and for methods with a body, what the body must be. */
export const route = (method, path, handler, body = noBody) => ({ method, path, handler, body });

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

/** Reads and decodes the body a route takes; throws an httpError with the client's mistake. */
async function readBody(req, spec) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const text = await readText(req, spec.limit ?? DEFAULT_LIMIT);
  if (spec.kind === 'none') {
    if (text.trim() === '' || text.trim() === '{}') return undefined;
    throw httpError(400, 'This route takes no request body.');
  }
  let value;
  const kind = spec.kind === 'json-or-form' ? (mediaTypeOf(req) === 'application/json' ? 'json' : 'form') : spec.kind;
  if (kind === 'json') {
    if (mediaTypeOf(req) !== 'application/json') throw httpError(415, 'Send the request body as application/json.');
    try {
      value = JSON.parse(text);
    } catch {
      throw httpError(400, 'The request body is not valid JSON.');
    }
  } else {
    if (mediaTypeOf(req) !== 'application/x-www-form-urlencoded') throw httpError(415, 'Send the request body as application/x-www-form-urlencoded.');
    value = formFields(text);
  }
  const decoded = spec.codec.decode(value);
  if (decoded._tag === 'Left') throw httpError(400, `Invalid request body: ${describe(decoded.left)}.`);
  return decoded.right;
}

const json = (status, body, headers = {}) => ({ status, body, headers });

/**
 * The router over a list of routes. `dispatch(req, url, path)` answers any registered path (and
 * any path under /api/), or gives `undefined` for the site's pages to answer.
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
    async dispatch(req, url, path = url.pathname) {
      // A path ending in `/:id` takes one more segment (the handler reads it from `url`).
      const methods = byPath.get(path) ?? byPath.get(path.replace(/\/[^/]+$/, '/:id'));
      if (!methods) return path.startsWith('/api/') ? json(404, { error: `No API route ${path}.` }) : undefined;
      const allowed = [...methods.keys()];
      if (allowed.includes('GET')) allowed.push('HEAD');
      const allow = [...allowed, 'OPTIONS'].join(', ');
      if (req.method === 'OPTIONS') return { status: 204, text: '', headers: { allow } };
      const entry = methods.get(req.method === 'HEAD' ? 'GET' : req.method);
      if (!entry) return json(405, { error: `${path} answers ${allowed.join(', ')} only.` }, { allow });
      try {
        const body = await readBody(req, entry.body);
        return await entry.handler(req, url, body);
      } catch (error) {
        if (error?.expose) return json(error.status, { error: error.message });
        console.error(`${req.method} ${path}:`, error);
        return json(500, { error: 'Internal server error.' });
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
