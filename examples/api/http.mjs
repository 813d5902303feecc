// Small helpers the example API routes share: form fields and cookies, read without ever
// throwing on what a client sends (a bad body is a 400 with a message, a bad cookie is ignored).
// Fastify reads the bodies themselves (./router.mjs).

/** An error that carries the HTTP status and message the router answers with. */
export function httpError(status, message) {
  return Object.assign(new Error(message), { status, expose: true });
}

/** Form fields as a plain object with no prototype: a field named `__proto__` is just a field. */
export function formFields(text) {
  const fields = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}

// RFC 6265 §4.1.1: a cookie name is a token; anything else is not a cookie we could have set.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Percent-decodes a cookie value; `undefined` when its escapes are malformed (`%E0%A4%A`). */
function decodeCookieValue(raw) {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The request's cookies by name, in an object with no prototype (a cookie named `__proto__` or
 * `constructor` is an ordinary entry). A cookie whose name is not a token or whose value does
 * not decode is ignored: any app on the same domain can set one, and it must never take the
 * site down. The first of two cookies with one name wins, as browsers send the most specific
 * path first.
 */
export function readCookies(req) {
  const cookies = Object.create(null);
  const header = req.headers.cookie;
  if (typeof header !== 'string') return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!COOKIE_NAME.test(name) || name in cookies) continue;
    const value = decodeCookieValue(part.slice(at + 1).trim());
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

/** One `Set-Cookie` header value; names and values are ours, never a client's. */
export function setCookie(name, value, { maxAgeSeconds, httpOnly = false, sameSite = 'Lax', path = '/' } = {}) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `SameSite=${sameSite}`,
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${maxAgeSeconds}`]),
    ...(httpOnly ? ['HttpOnly'] : []),
  ].join('; ');
}

/** The address of the connection a request came on (never a header a client can write). */
export function clientAddress(req) {
  return req.socket?.remoteAddress ?? 'unknown';
}
