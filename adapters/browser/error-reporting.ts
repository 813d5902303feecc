import { createActor, type Actor } from 'xstate';
import { CSRF_HEADER, ERROR_REPORT_PATH } from '../../machines/error-reporter/constants.ts';
import { CRUMB_COOKIE } from '../../machines/net/constants.ts';
import { createErrorReport, describeThrown, type ErrorDetails, type ErrorEnvironment } from '../../machines/error-reporter/logic.ts';
import { errorReporterMachine } from '../../machines/error-reporter/machine.ts';
import { TRACE_PATH } from '../../machines/trace-logger/constants.ts';
import { tracePayload } from '../../machines/trace-logger/logic.ts';
import { traceLoggerMachine } from '../../machines/trace-logger/machine.ts';
import { readCookie } from './cookies.ts';

export interface SiteErrorContext {
  app: string;
  websiteId: string;
  templateId: string;
}

export interface ErrorReporter {
  actor: Actor<typeof errorReporterMachine>;
  /** Reports an error the page caught itself ([ERR-021] e.g. an invalid URL). */
  report(error: unknown): void;
  uninstall(): void;
}

/**
 * [ERR-002] [ERR-003] [ERR-005] POSTs the reports as a JSON array with the CSRF header copied
 * from the crumb cookie; the answer and any failure are ignored.
 */
function postReports(reports: unknown[]): void {
  fetch(ERROR_REPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: readCookie(CRUMB_COOKIE) ?? '' },
    body: JSON.stringify(reports),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Catches the page's uncaught errors and rejections and hands them to `errorReporterMachine`
 * (debounce, queue and send limits), which says when to send.
 */
export function installErrorReporter(site: SiteErrorContext, target: Window = window): ErrorReporter {
  const actor = createActor(errorReporterMachine);
  const sending = actor.on('send', ({ reports }) => postReports(reports));
  actor.start();
  const environment = (): ErrorEnvironment => ({ ...site, url: target.location.href, userAgent: target.navigator.userAgent });
  const report = (details: ErrorDetails) =>
    actor.send({ type: 'REPORT', report: createErrorReport(details, environment(), Date.now()) });

  const onError = (event: ErrorEvent) =>
    report({
      ...describeThrown(event.error ?? event.message),
      ...(event.message ? { message: event.message } : {}),
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  const onRejection = (event: PromiseRejectionEvent) => report(describeThrown(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    actor,
    report: (error) => report(describeThrown(error)),
    uninstall() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      sending.unsubscribe();
      actor.stop();
    },
  };
}

export interface TraceLogger {
  actor: Actor<typeof traceLoggerMachine>;
  log(type: string, data: unknown): void;
  uninstall(): void;
}

/**
 * [ERR-010] [ERR-013] One Trace call: form-encoded `data`; on unload [ERR-012] by beacon,
 * which outlives the page. Failures are ignored.
 */
function postTrace(fields: Record<string, string>, unloading: boolean): void {
  const body = new URLSearchParams(fields);
  if (unloading && navigator.sendBeacon(TRACE_PATH, body)) return;
  fetch(TRACE_PATH, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/** The trace logger: `log` batches events, `traceLoggerMachine` says when they go. */
export function installTraceLogger(target: Window = window): TraceLogger {
  const actor = createActor(traceLoggerMachine);
  const sending = actor.on('send', ({ events, unloading }) => postTrace(tracePayload(events), unloading));
  actor.start();
  const onPageHide = () => actor.send({ type: 'UNLOAD' });
  target.addEventListener('pagehide', onPageHide);
  return {
    actor,
    log: (type, data) => actor.send({ type: 'LOG', event: { pageUrl: target.location.href, type, data } }),
    uninstall() {
      target.removeEventListener('pagehide', onPageHide);
      sending.unsubscribe();
      actor.stop();
    },
  };
}
