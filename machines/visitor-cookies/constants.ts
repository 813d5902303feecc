/** [COOK-001] The visit cookie: `id|firstVisit|previousVisit|currentVisit|visitCount`. */
export const VISIT_COOKIE = 'ss_cvr';
/** [COOK-002] The session cookie: a timestamp. */
export const SESSION_COOKIE = 'ss_cvt';

/** [COOK-009] The visit cookie lives 2 years. */
export const VISIT_COOKIE_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
/** [COOK-008] The session cookie lives 30 minutes. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 60;

/** The separator of the visit cookie's parts (000 §3). */
export const VISIT_COOKIE_SEPARATOR = '|';
