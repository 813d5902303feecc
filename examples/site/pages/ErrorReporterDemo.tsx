import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useHydrated } from '../../../adapters/react/environment.tsx';
import { normalizeProps } from '../../../adapters/react/normalize-props.ts';
import { connect as connectErrorReporter } from '../../../machines/error-reporter/connect.ts';
import { errorReporterMachine } from '../../../machines/error-reporter/machine.ts';
import { connect as connectTraceLogger } from '../../../machines/trace-logger/connect.ts';
import { traceLoggerMachine } from '../../../machines/trace-logger/machine.ts';
import { readQueryParam } from '../../../machines/url/logic.ts';
import { monitoring } from '../monitoring.ts';

/** Throws outside React's handler, so the error is uncaught (a microtask: no timer involved). */
function throwLater(message: string) {
  queueMicrotask(() => {
    throw new Error(message);
  });
}

function storm() {
  for (let i = 1; i <= 25; i++) throwLater(`Storm error ${i}`);
}

// Before hydration (and on the server) the page shows the machines' first state.
const idleReporter = createActor(errorReporterMachine);
const idleLogger = createActor(traceLoggerMachine);

export function ErrorReporterDemo() {
  const hydrated = useHydrated();
  const { errorReporter, traceLogger } = hydrated ? monitoring() : { errorReporter: { actor: idleReporter, report: () => {} }, traceLogger: { actor: idleLogger, log: () => {} } };
  const reporter = connectErrorReporter(useSelector(errorReporter.actor, (snapshot) => snapshot), errorReporter.actor.send, normalizeProps);
  const logger = connectTraceLogger(useSelector(traceLogger.actor, (snapshot) => snapshot), traceLogger.actor.send, normalizeProps);
  return (
    <>
      <h1>Error reporter</h1>
      <p>
        Uncaught errors are sent to the server 1 s after the last one, at most 10 at a time and 20 times a page. Trace
        events go out every 30 s and when the page is left.
      </p>
      <dl className="status" aria-label="Reporter status" {...reporter.getStatusProps()}>
        <dt>Errors waiting</dt>
        <dd data-testid="queued">{reporter.queued}</dd>
        <dt>Sends used</dt>
        <dd data-testid="sends">
          {reporter.sends} of {reporter.sends + reporter.sendsLeft}
        </dd>
        <dt>Trace events waiting</dt>
        <dd data-testid="trace-pending">{logger.pending}</dd>
      </dl>
      <div className="button-row">
        <button type="button" onClick={() => throwLater('Demo error')}>
          Throw an error
        </button>
        <button type="button" onClick={() => void Promise.reject(new Error('Demo rejection'))}>
          Reject a promise
        </button>
        <button type="button" onClick={storm}>
          Throw 25 errors
        </button>
        <button type="button" onClick={() => readQueryParam('not a url', 'q', errorReporter.report)}>
          Read a query parameter of an invalid URL
        </button>
        <button type="button" onClick={() => traceLogger.log('demo-click', { at: new Date().toISOString() })}>
          Log a trace event
        </button>
      </div>
      <p>
        Stored so far (for the site owner, signed in on <a href="/admin/submissions">/admin/submissions</a>):{' '}
        <a href="/api/owner/events?kind=javascript-errors">error reports</a>,{' '}
        <a href="/api/owner/events?kind=trace">trace events</a>.
      </p>
    </>
  );
}
