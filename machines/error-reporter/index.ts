export { errorReporterMachine } from './machine.ts';
export type { ErrorReporterContext, ErrorReporterEmitted, ErrorReporterEvent } from './machine.ts';
export { connect as connectErrorReporter } from './connect.ts';
export type { ErrorReporterApi } from './types.ts';
export { errorReporterAnatomy } from './anatomy.ts';
export type { ErrorReporterSnapshot } from './connect.ts';
export { createErrorReport, describeThrown, truncateStack } from './logic.ts';
export type { ErrorDetails, ErrorEnvironment, ErrorReport } from './logic.ts';
export {
  CSRF_HEADER,
  ERROR_REPORT_DEBOUNCE_MS,
  ERROR_REPORT_PATH,
  MAX_ERROR_REPORT_SENDS,
  MAX_QUEUED_ERROR_REPORTS,
  MAX_STACK_LENGTH,
  STACK_TRUNCATION_NOTE,
} from './constants.ts';
