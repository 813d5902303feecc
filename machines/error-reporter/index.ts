export { errorReporterMachine } from './machine.ts';
export type { ErrorReporterContext, ErrorReporterEvent } from './machine.ts';
export { connect as connectErrorReporter } from './connect.ts';
export type { ErrorReporterApi } from './types.ts';
