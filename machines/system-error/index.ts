export { systemErrorMachine } from './machine.ts';
export type { SystemErrorContext, SystemErrorEmitted, SystemErrorEvent } from './machine.ts';
export { connect as connectSystemError } from './connect.ts';
export type { SystemErrorApi, SystemErrorSnapshot } from './connect.ts';
export { REQUEST_FORMAT, systemErrorForRequest, systemErrorView } from './logic.ts';
export type { SystemError, SystemErrorView } from './logic.ts';
export { decodeSystemError } from './codec.ts';
export * from './constants.ts';
