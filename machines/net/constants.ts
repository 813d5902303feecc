/** Spec literals of the data layer (document 000 §7–§9, document 001 §7, document 002 §7). */

/** [NET-009] Filled with the request URL and the parser's message. */
export const parseErrorMessage = (url: string, message: string) =>
  `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
/** [NET-017] A 401 or 403 answer without a JSON error body. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized request';
/** [NET-018] A 500 or 501 answer without a JSON error body. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error. Please try again later.';
/** [NET-019] A 503 answer. */
export const UNAVAILABLE_MESSAGE = 'This service is temporarily unavailable. Please try again later.';
/** [NET-020] Any other failure, a network failure included (one ellipsis character). */
export const UNABLE_TO_CONNECT_MESSAGE = 'Unable to connect…';

/** [NET-016] Statuses whose JSON body holding error, message or billingErrorCode is the error. */
export const JSON_ERROR_STATUSES: readonly number[] = [400, 401, 500, 502];
export const UNAUTHORIZED_STATUSES: readonly number[] = [401, 403];
export const INTERNAL_ERROR_STATUSES: readonly number[] = [500, 501];
export const UNAVAILABLE_STATUS = 503;
/** [NET-008] */
export const NO_CONTENT_STATUS = 204;

/** [NET-021] An 'Unable to connect…' failure is retried after 200 ms when a retry count is set. */
export const RETRY_DELAY_MS = 200;
/**
 * How long one attempt may wait for its answer before it counts as a connection failure. The
 * spec gives no figure (reading recorded in README.md): without one a hung server would keep a
 * form submitting for ever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** [NET-003] The CSRF crumb: its cookie and the query parameter every request carries. */
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_PARAM = 'crumb';

/** [NET-026] The API roots. */
export const API_ROOT = '/api/';
export const REST_API_ROOT = '/api/rest/';

/** [NET-024] [NET-025] Comment-link fragments. */
export const COMMENT_SERVICE_FRAGMENT = '#disqus_thread';
export const commentFragment = (id: string) => `#comment-${id}`;
/** [NET-023] The comment service's count script for a short name. */
export const commentCountScriptUrl = (shortName: string) => `https://${shortName}.disqus.com/count.js`;
/** [NET-022] The web font service's stylesheet address. */
export const FONT_SERVICE_CSS_URL = 'https://fonts.googleapis.com/css2';
