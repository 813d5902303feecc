/** `site-machines/error-reporter`: uncaught errors and trace events sent to the site's server. */
export * from '../machines/error-reporter/index.ts';
export * from '../machines/trace-logger/index.ts';
export { installErrorReporter, installTraceLogger } from '../adapters/browser/error-reporting.ts';
export type { ErrorReporter, SiteErrorContext, TraceLogger } from '../adapters/browser/error-reporting.ts';
