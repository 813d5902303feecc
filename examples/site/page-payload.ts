import type { PageContext } from '../../machines/session/logic.ts';
import type { PageEnvironment } from '../../machines/shared/environment.ts';

/** The element a server-rendered page carries its payload in: what hydration starts from. */
export const PAGE_PAYLOAD_ELEMENT_ID = 'sm-page-data';

/**
 * Everything the browser needs to hydrate what the server rendered, embedded once as JSON:
 * which route, the page's data (block data the server decoded), the request's facts, and the
 * page context (who the visitor is) a published page carries.
 */
export interface PagePayload {
  /** The route's path (`/demo/gallery`), or `/404`. */
  route: string;
  /** The name the route's page component is exported under in its module. */
  page: string;
  data: unknown;
  environment: PageEnvironment;
  /** The page context JSON text as a published page carries it (decoded by the session). */
  pageContext: string | null;
  /**
   * The same page context decoded on the server (issue 20: decoded once, where it is written): a
   * page of the published site hydrates from it and ships no site-context codec.
   */
  visitor?: PageContext;
  /** 'server': the markup is there to hydrate; 'client': render from scratch (the comparison page). */
  rendering: 'server' | 'client';
  /** The deferred components (a gallery's layout) the server rendered: fetched before hydrating. */
  deferred?: string[];
}

/**
 * Reads the payload the page's own server embedded; `null` when it is missing or not JSON (the
 * page then renders from scratch). Issue 20: the server decoded every block and the request's
 * facts with the io-ts codecs before it wrote them, so the browser takes them as typed data and
 * ships no codec for them; codecs still guard what the server did not write (cookies, storage,
 * network answers, the address, messages from frames).
 */
export function decodePagePayload(json: string | null | undefined): PagePayload | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return isPagePayload(value) ? value : null;
}

/** The payload's shape as its server writes it (a damaged or foreign element is not taken). */
function isPagePayload(value: unknown): value is PagePayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Partial<Record<keyof PagePayload, unknown>>;
  return (
    typeof payload.route === 'string' &&
    typeof payload.page === 'string' &&
    (payload.rendering === 'server' || payload.rendering === 'client') &&
    (payload.pageContext === null || typeof payload.pageContext === 'string') &&
    typeof payload.environment === 'object' &&
    payload.environment !== null
  );
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
