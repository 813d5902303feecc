import { installErrorReporter, installTraceLogger, type ErrorReporter, type TraceLogger } from '../../adapters/browser/error-reporting.ts';
import { demoSite } from '../content/site.ts';

let installed: { errorReporter: ErrorReporter; traceLogger: TraceLogger } | undefined;

/**
 * Site-wide: uncaught errors go to the error reporter, and pages log trace events through the
 * trace logger. Installed once, in the browser, when the site's script starts.
 */
export function monitoring(): { errorReporter: ErrorReporter; traceLogger: TraceLogger } {
  installed ??= {
    errorReporter: installErrorReporter({ app: demoSite.app, websiteId: demoSite.websiteId, templateId: demoSite.templateId }),
    traceLogger: installTraceLogger(),
  };
  return installed;
}
