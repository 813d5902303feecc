import { TRACE_PAYLOAD_FIELD } from './constants.ts';

/** [ERR-009] A logger event: the page, a type and any data. */
export interface LogEvent {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** [ERR-010] The form fields of one Trace call: `data` holds the JSON list of log events. */
export function tracePayload(events: readonly LogEvent[]): Record<string, string> {
  return { [TRACE_PAYLOAD_FIELD]: JSON.stringify(events) };
}
