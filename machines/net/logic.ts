import {
  CRUMB_PARAM,
  INTERNAL_ERROR_MESSAGE,
  INTERNAL_ERROR_STATUSES,
  JSON_ERROR_STATUSES,
  NO_CONTENT_STATUS,
  parseErrorMessage,
  UNABLE_TO_CONNECT_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  UNAUTHORIZED_STATUSES,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_STATUS,
} from './constants.ts';
import { readAnswerBody, type AnswerBody } from './codec.ts';

/** [NET-001] The methods of the data layer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One data-layer request to a caller-given path. */
export interface HttpRequest {
  method: HttpMethod;
  /** A path on the site, e.g. `/api/form/SaveFormSubmission` (may carry its own query). */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** [NET-002] A JSON body (POST, PUT). */
  json?: unknown;
  /** [NET-002] A form-data body, sent URL-encoded (POST, PUT). */
  form?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  /** [NET-004] Sent to https on the site's own domain when the page is off the provider's domains. */
  secure?: boolean;
  /** Send cookies on cross-origin requests too (the form calls' "credentials sent", FORM-026, FORM-030). */
  withCredentials?: boolean;
  /** [NET-006] [NET-007] Read the answer as JSON (default) or as raw text. */
  responseType?: 'json' | 'text';
  /** [NET-021] How many times an 'Unable to connect…' failure is retried. */
  retries?: number;
}

/** Where the page runs, for secure requests [NET-004]. */
export interface PageLocation {
  host: string;
  /** The site's own domain (defaults to the page's host). */
  siteDomain?: string;
  /** The provider's own domains; a page on one of them (or a subdomain) sends requests as they are. */
  providerDomains: readonly string[];
}

/** A request ready for the transport. */
export interface ResolvedRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string;
  credentials: 'include' | 'same-origin';
}

/** The raw answer of one attempt. */
export interface HttpAnswer {
  status: number;
  text: string;
  /** The URL asked, for NET-009's message. */
  url: string;
}

export type FailureReason = 'status' | 'error' | 'parse' | 'network' | 'timeout';

/** A failed request: its status (0 without an answer), message, answer data and why. */
export interface RequestFailure {
  status: number;
  message: string;
  data: unknown;
  reason: FailureReason;
  /** Only 'Unable to connect…' failures are retried [NET-021]. */
  retryable: boolean;
}

export type AnswerOutcome =
  | { kind: 'success'; data: unknown }
  | { kind: 'crumbFail'; crumb: string | null; failure: RequestFailure }
  | { kind: 'loginRequired'; failure: RequestFailure }
  | { kind: 'authorizationFail'; failure: RequestFailure }
  | { kind: 'failure'; failure: RequestFailure };

export function isProviderHost(host: string, providerDomains: readonly string[]): boolean {
  const bare = host.replace(/:\d+$/, '').toLowerCase();
  return providerDomains.some((domain) => bare === domain || bare.endsWith(`.${domain}`));
}

/**
 * The URL, headers, body and credentials of a request: [NET-003] the crumb query parameter
 * from its cookie, [NET-002] a JSON or URL-encoded form body, [NET-004] secure requests off
 * the provider's domains go to https on the site's own domain with credentials.
 */
export function resolveRequest(request: HttpRequest, crumb: string | null, page: PageLocation): ResolvedRequest {
  const url = siteUrl(request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  if (crumb) url.searchParams.set(CRUMB_PARAM, crumb);
  const offProvider = request.secure === true && !isProviderHost(page.host, page.providerDomains);
  const origin = offProvider ? secureOrigin(page.siteDomain ?? page.host) : '';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form as Record<string, string>).toString();
  }
  return {
    // The fragment never goes to a server (fetch drops it): the crumb is always in the query.
    url: `${origin}${url.pathname}${url.search}`,
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
    credentials: offProvider || request.withCredentials ? 'include' : 'same-origin',
  };
}

/** A stand-in origin to resolve site paths against; it never appears in a built address. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A request path (which may carry a query, a second `?`, or a `#`) parsed by `URL`, always on
 * the site: an address of another origin (`//host/x`, `https://host/x`, `javascript:x`) keeps
 * only its path and query, so a caller's path can never send the crumb elsewhere.
 */
function siteUrl(path: string): URL {
  let url: URL;
  try {
    url = new URL(path, `${SITE_ORIGIN}/`);
  } catch {
    url = new URL(`/${encodeURIComponent(path)}`, SITE_ORIGIN);
  }
  if (url.origin === SITE_ORIGIN) return url;
  return new URL(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, SITE_ORIGIN);
}

/** [NET-004] `https://` on the site's own domain; '' (same origin) when the domain is no host. */
function secureOrigin(domain: string): string {
  try {
    const url = new URL(`https://${domain}`);
    return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' ? url.origin : '';
  } catch {
    return '';
  }
}

const failure = (status: number, message: string, data: unknown, reason: FailureReason, retryable = false): RequestFailure => ({
  status,
  message,
  data,
  reason,
  retryable,
});

/** [NET-020] [NET-021] No answer at all (the network failed, or the attempt timed out). */
export function connectionFailure(reason: 'network' | 'timeout'): RequestFailure {
  return failure(0, UNABLE_TO_CONNECT_MESSAGE, { error: UNABLE_TO_CONNECT_MESSAGE }, reason, true);
}

/** The error text a JSON error body holds [NET-016], if any. */
function bodyError(body: AnswerBody): string | undefined {
  return body.error ?? body.message ?? body.billingErrorCode;
}

/** [NET-017] .. [NET-020] The message of a failed status without a usable JSON error body. */
function statusFailure(status: number, data: unknown): RequestFailure {
  if (UNAUTHORIZED_STATUSES.includes(status)) return failure(status, UNAUTHORIZED_MESSAGE, data, 'status');
  if (INTERNAL_ERROR_STATUSES.includes(status)) return failure(status, INTERNAL_ERROR_MESSAGE, data, 'status');
  if (status === UNAVAILABLE_STATUS) return failure(status, UNAVAILABLE_MESSAGE, data, 'status');
  return failure(status, UNABLE_TO_CONNECT_MESSAGE, data, 'status', true);
}

const isOk = (status: number) => status >= 200 && status < 300;

/** Reads one answer: success with its data, or which failure path it takes (document 000 §8). */
export function classifyAnswer(answer: HttpAnswer, responseType: 'json' | 'text' = 'json'): AnswerOutcome {
  const { status, text, url } = answer;
  // [NET-008] 204 gives an empty object.
  if (status === NO_CONTENT_STATUS) return { kind: 'success', data: {} };
  // [NET-007] Raw text when asked for.
  if (responseType === 'text' && isOk(status)) return { kind: 'success', data: text };
  const body = readAnswerBody(text);
  if (!body.ok) {
    // [NET-009] A successful answer that is not JSON.
    if (isOk(status)) return { kind: 'failure', failure: failure(status, parseErrorMessage(url, body.message), {}, 'parse') };
    return { kind: 'failure', failure: statusFailure(status, {}) };
  }
  const data = body.value;
  const fields = body.fields;
  const asFailure = (): RequestFailure => {
    // [NET-010] A successful status whose JSON holds an error field is a failure all the same.
    if (isOk(status)) return failure(status, fields.error ?? UNABLE_TO_CONNECT_MESSAGE, data, 'error');
    // [NET-016] 400/401/500/502 with error, message or billingErrorCode use that body.
    const message = bodyError(fields);
    return message !== undefined && JSON_ERROR_STATUSES.includes(status) ? failure(status, message, data, 'status') : statusFailure(status, data);
  };
  // [NET-013] [NET-011] [NET-012] The flags come first, whatever the status.
  if (fields.crumbFail) return { kind: 'crumbFail', crumb: fields.crumb ?? null, failure: asFailure() };
  if (fields.loginRequired) return { kind: 'loginRequired', failure: asFailure() };
  if (fields.authorizationFail) return { kind: 'authorizationFail', failure: asFailure() };
  if (isOk(status) && !fields.hasError) return { kind: 'success', data };
  return { kind: 'failure', failure: asFailure() };
}
