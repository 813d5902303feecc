/** [ERR-010] Log events go here, the JSON list in the payload field `data`. */
export const TRACE_PATH = '/api/events/Trace';
export const TRACE_PAYLOAD_FIELD = 'data';

/** [ERR-011] Log events are sent at most every 30 s. */
export const TRACE_BATCH_INTERVAL_MS = 30_000;
