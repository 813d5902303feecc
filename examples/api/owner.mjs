// The site owner's login on the example backend: one owner credential (SITE_OWNER_PASSWORD, a
// documented demo default otherwise), a signed session cookie (HMAC-SHA256, HttpOnly,
// SameSite=Strict, 8 hours), and a guard for the routes only the owner may read (stored form
// submissions, recorded events). The session is stateless: the cookie carries its expiry and
// signature, so nothing about it is held in memory. Login attempts are limited per address.
import { createHmac, randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import * as t from 'io-ts';
import { clientAddress, readCookies, setCookie } from './http.mjs';
import { createRateLimiter } from './limits.mjs';
import { codecs, jsonBody, route } from './router.mjs';

export const OWNER_COOKIE = 'sm_owner';
/** The demo's owner password when SITE_OWNER_PASSWORD is not set (README). */
export const DEMO_OWNER_PASSWORD = 'owner-demo';
export const OWNER_SESSION_SECONDS = 8 * 60 * 60;
/** Wrong passwords from one address in a minute after which the login answers 429. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

export const NOT_OWNER_MESSAGE = 'Sign in as the site owner to read this.';
export const WRONG_PASSWORD_MESSAGE = 'That is not the owner password.';

const LoginBody = t.type({ password: codecs.text(200) });

const digest = (text) => createHash('sha256').update(text).digest();
const sign = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The owner's login and guard. `password` and `secret` default to SITE_OWNER_PASSWORD and
 * SITE_SESSION_SECRET; without a secret one is drawn at start (sessions end with the process).
 */
export function createOwnerAuth({
  password = process.env.SITE_OWNER_PASSWORD || DEMO_OWNER_PASSWORD,
  secret = process.env.SITE_SESSION_SECRET || randomBytes(32).toString('hex'),
  now = () => Date.now(),
} = {}) {
  const expected = digest(password);
  const failures = createRateLimiter({ limit: LOGIN_ATTEMPTS_PER_MINUTE, windowMs: 60_000, now });

  /** A cookie value `<expiry ms>.<signature>`; the signature covers the expiry. */
  const sessionValue = () => {
    const expires = String(now() + OWNER_SESSION_SECONDS * 1000);
    return `${expires}.${sign(secret, `owner.${expires}`)}`;
  };

  /** Whether a request carries a valid, unexpired owner session. */
  function isOwner(req) {
    const value = readCookies(req)[OWNER_COOKIE];
    if (typeof value !== 'string') return false;
    const [expires = '', signature = ''] = value.split('.');
    const good = Buffer.from(sign(secret, `owner.${expires}`));
    const given = Buffer.from(signature);
    return /^\d{1,16}$/.test(expires) && given.length === good.length && timingSafeEqual(given, good) && Number(expires) > now();
  }

  /** Wraps a route so only the owner gets past it: anyone else gets 401 and nothing of the data. */
  const ownerOnly =
    (handler) =>
    (req, ...rest) =>
      isOwner(req) ? handler(req, ...rest) : { status: 401, body: { error: NOT_OWNER_MESSAGE }, headers: { 'cache-control': 'no-store' } };

  async function login(req, url, body) {
    const address = clientAddress(req);
    // After 10 wrong passwords in a minute, no password is tried (the right one neither).
    if (failures.full(address)) return { status: 429, body: { error: 'Too many sign-in attempts; try again in a minute.' } };
    if (!timingSafeEqual(digest(body.password), expected)) {
      failures.over(address);
      return { status: 401, body: { error: WRONG_PASSWORD_MESSAGE } };
    }
    const cookie = setCookie(OWNER_COOKIE, sessionValue(), { maxAgeSeconds: OWNER_SESSION_SECONDS, httpOnly: true, sameSite: 'Strict' });
    return { status: 200, body: { signedIn: true }, headers: { 'set-cookie': cookie } };
  }

  const logout = async () => ({
    status: 200,
    body: { signedIn: false },
    headers: { 'set-cookie': setCookie(OWNER_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, sameSite: 'Strict' }) },
  });

  const session = async (req) => ({ status: 200, body: { signedIn: isOwner(req) }, headers: { 'cache-control': 'no-store' } });

  return {
    isOwner,
    ownerOnly,
    routes: [
      // A JSON body only: a cross-site form cannot send one without a CORS preflight, which this
      // server never grants, so no other site can sign a visitor in or out.
      route('POST', '/api/owner/login', login, jsonBody(LoginBody, { limit: 4_000 })),
      route('POST', '/api/owner/logout', logout),
      route('GET', '/api/owner/session', session),
    ],
  };
}
