// The example API's account routes: POST /api/auth/Logout (spec 002 §7), guarded by the crumb.
import { randomUUID } from 'node:crypto';
import { readCookies } from './http.mjs';
import { route } from './router.mjs';

const CRUMB_COOKIE = 'crumb';

/**
 * [NAV-022] [NAV-026] Logout. The crumb query parameter must equal the crumb cookie; when it
 * does not (missing, stale), the answer is a crumb failure carrying a fresh crumb, also set as
 * the cookie, and the client retries once. Otherwise the session ends.
 */
async function logout(req, url) {
  const cookie = readCookies(req)[CRUMB_COOKIE];
  const crumb = url.searchParams.get('crumb');
  if (!cookie || crumb !== cookie) {
    const fresh = randomUUID();
    return {
      status: 401,
      body: { crumbFail: true, crumb: fresh },
      headers: { 'set-cookie': `${CRUMB_COOKIE}=${fresh}; Path=/; SameSite=Lax` },
    };
  }
  return { status: 200, body: { ok: true } };
}

export const authRoutes = [route('POST', '/api/auth/Logout', logout)];
