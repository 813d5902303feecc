import * as t from 'io-ts';
import { decodeWith } from '../../machines/shared/decode.ts';
import type { PageEnvironment } from '../../machines/shared/environment.ts';
import { decodePageEnvironment } from '../../machines/shared/environment-codec.ts';

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
  /** 'server': the markup is there to hydrate; 'client': render from scratch (the comparison page). */
  rendering: 'server' | 'client';
}

const PayloadCodec = t.type({
  route: t.string,
  page: t.string,
  data: t.unknown,
  environment: t.unknown,
  pageContext: t.union([t.string, t.null]),
  rendering: t.keyof({ server: null, client: null }),
});

/** Reads the embedded payload; `null` when it is missing or damaged (the page then renders from scratch). */
export function decodePagePayload(json: string | null | undefined): PagePayload | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const payload = decodeWith(PayloadCodec, value);
  if (!payload.ok) return null;
  const environment = decodePageEnvironment(payload.data.environment);
  if (!environment.ok) return null;
  return { ...payload.data, environment: environment.data };
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
