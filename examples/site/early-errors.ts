/**
 * Uncaught errors and rejections are caught from the page's first moment, and the error reporter
 * (its machine, trace logger and requests: examples/site/monitoring.ts) is fetched on the first
 * one: a page that never fails never loads it. What was caught while it loaded is handed to it
 * in order, as the same events, so every error is reported once.
 */
export function catchErrorsEarly(load: () => Promise<unknown>, target: Window = window): void {
  const caught: Event[] = [];
  let loading = false;
  const keep = (event: Event) => {
    caught.push(event);
    if (loading) return;
    loading = true;
    load().then(
      () => {
        target.removeEventListener('error', keep);
        target.removeEventListener('unhandledrejection', keep);
        for (const event of caught.splice(0)) target.dispatchEvent(copyOf(event));
      },
      // The reporter's chunk could not be fetched: the next error tries again.
      () => {
        loading = false;
      },
    );
  };
  target.addEventListener('error', keep);
  target.addEventListener('unhandledrejection', keep);
}

/** The same event again, for the reporter's own listeners. */
function copyOf(event: Event): Event {
  if (typeof PromiseRejectionEvent !== 'undefined' && event instanceof PromiseRejectionEvent) {
    return new PromiseRejectionEvent('unhandledrejection', { promise: event.promise, reason: event.reason });
  }
  const error = event as ErrorEvent;
  return new ErrorEvent('error', { message: error.message, filename: error.filename, lineno: error.lineno, colno: error.colno, error: error.error });
}
