/** [ERR-002] Error reports go here, as a JSON array. */
export const ERROR_REPORT_PATH = '/api/events/RecordJavascriptErrors';

/**
 * [ERR-003] The CSRF header of the error-report call (the spec names none: reading, the data
 * layer's crumb cookie, `CRUMB_COOKIE` of machines/net, sent back as `X-CSRF-Token`).
 */
export const CSRF_HEADER = 'X-CSRF-Token';

/** [ERR-004] Sending waits for 1 s without a new error. */
export const ERROR_REPORT_DEBOUNCE_MS = 1000;
/** [ERR-006] At most 20 sends per page. */
export const MAX_ERROR_REPORT_SENDS = 20;
/** [ERR-007] At most 10 reports queued. */
export const MAX_QUEUED_ERROR_REPORTS = 10;
/** [ERR-008] Stacks are cut at 5000 characters. */
export const MAX_STACK_LENGTH = 5000;
/** [ERR-008] The note added to a cut stack (the spec gives no text: ours). */
export const STACK_TRUNCATION_NOTE = '\n[stack truncated at 5000 characters]';

/** [ERR-001] The report's event name (the spec gives none: ours). */
export const ERROR_REPORT_EVENT = 'JavascriptError';
