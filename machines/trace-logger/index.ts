export { traceLoggerMachine } from './machine.ts';
export type { TraceLoggerContext, TraceLoggerEmitted, TraceLoggerEvent } from './machine.ts';
export { connect as connectTraceLogger } from './connect.ts';
export type { TraceLoggerApi } from './types.ts';
export { traceLoggerAnatomy } from './anatomy.ts';
export type { TraceLoggerSnapshot } from './connect.ts';
export { tracePayload } from './logic.ts';
export type { LogEvent } from './logic.ts';
export { TRACE_BATCH_INTERVAL_MS, TRACE_PATH, TRACE_PAYLOAD_FIELD } from './constants.ts';
