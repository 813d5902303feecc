import { installErrorReporter, installTraceLogger } from '../../adapters/browser/error-reporting.ts';
import { demoSite } from '../content/site.ts';

/**
 * Site-wide: uncaught errors go to the error reporter, and pages log trace events through
 * the trace logger. Installed once, when the site's script loads.
 */
export const errorReporter = installErrorReporter({ app: demoSite.app, websiteId: demoSite.websiteId, templateId: demoSite.templateId });
export const traceLogger = installTraceLogger();
