export { systemErrorMachine } from './machine.ts';
export type { SystemErrorContext, SystemErrorEvent, SystemErrorInput } from './machine.ts';
export { connect as connectSystemError } from './connect.ts';
export type { SystemErrorApi } from './types.ts';
export type { SystemError } from './logic.ts';
export { decodeSystemError, systemErrorOf } from './codec.ts';
