import { TRACKING_TIMEOUT_MS } from '../../machines/tracking/constants.ts';

export interface CensusOptions {
  fetch?: typeof fetch;
  /** [TRK-025] The give-up delay (2500 ms). */
  timeoutMs?: number;
}

/**
 * POSTs one census call as JSON and resolves when it is over: answered (any status), failed, or
 * given up after 2500 ms [TRK-025] on the page's own timer (so the page's clock counts). It
 * never rejects and logs nothing [TRK-040]: tracking never disturbs the visitor.
 */
export async function postCensus(path: string, body: unknown, { fetch: send = fetch, timeoutMs = TRACKING_TIMEOUT_MS }: CensusOptions = {}): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, timeoutMs);
  });
  const call = (async () => {
    try {
      const response = await send(path, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        keepalive: true,
        signal: controller.signal,
      });
      // Read to its end, so the request is over and not left open.
      await response.arrayBuffer();
    } catch {
      // [TRK-040] Swallowed.
    }
  })();
  try {
    await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
