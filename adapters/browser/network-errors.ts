/**
 * [TRK-003] The seam between the data layer and the analytics client: the data layer reports
 * each network failure here; nothing listens (and nothing is sent) until the tracking runtime,
 * loaded after consent, sets the reporter.
 */
type Reporter = (urlRequested: string) => void;

let reporter: Reporter | null = null;

/** Sets (or, with null, removes) the reporter of network failures. */
export function setNetworkErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Reports one network failure of the URL asked; never throws. */
export function reportNetworkError(urlRequested: string): void {
  try {
    reporter?.(urlRequested);
  } catch {
    // [TRK-040] Swallowed.
  }
}
