import { isLogoutLanding } from '../../../machines/session/logic.ts';
import { DEMO_PAGE_CONTEXT_COOKIE } from '../demo-state.ts';

/**
 * The page context a real site's server renders from its own session: here, the demo
 * controls' cookie. A page reached by logout (`logout=true`) is anonymous again, and the cookie
 * is cleared with it.
 */
export function pageContextOf(request: { search: string; cookies: Readonly<Record<string, string>> }): {
  json: string | null;
  headers: Record<string, string | string[]>;
} {
  if (isLogoutLanding(request.search)) {
    return { json: null, headers: { 'set-cookie': `${DEMO_PAGE_CONTEXT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } };
  }
  return { json: request.cookies[DEMO_PAGE_CONTEXT_COOKIE] ?? null, headers: {} };
}
