export { traceLoggerMachine } from './machine.ts';
export type { TraceLoggerContext, TraceLoggerEvent } from './machine.ts';
export { connect as connectTraceLogger } from './connect.ts';
export type { TraceLoggerApi } from './types.ts';
