import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_HTTP_ERROR,
  ANALYTICS_ID_KEY,
  ANALYTICS_QUEUE_LIMIT,
} from '../../machines/tracking/constants.ts';
import {
  analyticsFormFields,
  analyticsStatusOk,
  buildAnalyticsEvent,
  networkErrorEvent,
  resolveAnalyticsId,
  type AnalyticsBody,
  type AnalyticsContext,
  type StoredAnalyticsId,
} from '../../machines/tracking/analytics.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { safeStorage } from './storage.ts';

const DAY_MS = 86_400_000;

/** [TRK-031] [TRK-032] How events leave: a beacon (urlencoded) or an XHR (JSON). */
export type AnalyticsTransport = 'beacon' | 'xhr';

export interface AnalyticsClientOptions {
  /** The events URL (`analyticsEndpoint` of the page's environment). */
  endpoint: string;
  /** The page and locale context, less the analytics id (the client keeps that). */
  context: Omit<AnalyticsContext, 'analyticsId'>;
  transport?: AnalyticsTransport;
  /** Where warnings go (default `console.warn`). */
  warn?: (message: string, ...details: unknown[]) => void;
  now?: () => number;
  newId?: () => string;
  sendBeacon?: (url: string, body: URLSearchParams) => boolean;
  /** Runs a flush later (default `setTimeout(run, 0)`: a task of its own). */
  schedule?: (run: () => void) => void;
}

export interface AnalyticsClient {
  readonly analyticsId: string;
  /**
   * Queues one event; never throws. 'no payload' for an empty one [TRK-034]. Under a burst, at
   * most 100 events wait; one arriving while 100 wait is dropped (ANALYTICS_QUEUE_LIMIT).
   */
  track(payload: unknown): { queued: boolean; message?: string };
  /** [TRK-032] [TRK-033] Sends one event by XHR now: resolves on 200 or 202, else warns and rejects. */
  sendNow(payload: unknown): Promise<void>;
  /** [TRK-003] Reports a data-layer network failure as system_network_error with urlRequested. */
  reportNetworkError(urlRequested: string): void;
  /** Events dropped by the burst rule so far. */
  readonly dropped: number;
}

/** [TRK-036] [TRK-037] Reads or makes the analytics id, kept in a cookie (390 days) and local storage with an expiration. */
export function loadAnalyticsId(now: number, newId: () => string): string {
  const storage = safeStorage('local', () => {});
  let stored: StoredAnalyticsId | null = null;
  try {
    const value: unknown = JSON.parse(storage.get(ANALYTICS_ID_KEY) ?? 'null');
    if (typeof value === 'object' && value !== null && typeof (value as StoredAnalyticsId).id === 'string' && typeof (value as StoredAnalyticsId).expires === 'number') stored = value as StoredAnalyticsId;
  } catch {
    stored = null;
  }
  const { id, store } = resolveAnalyticsId(readCookie(ANALYTICS_ID_KEY), stored, now, newId);
  if (store) {
    writeCookie(ANALYTICS_ID_KEY, id, { maxAgeSeconds: ANALYTICS_COOKIE_DAYS * 86_400 });
    storage.set(ANALYTICS_ID_KEY, JSON.stringify({ id, expires: now + ANALYTICS_COOKIE_DAYS * DAY_MS }));
  }
  return id;
}

/** [TRK-032] [TRK-033] One XHR with a JSON body: 200 and 202 resolve, any other status warns and rejects. */
function sendByXhr(endpoint: string, body: AnalyticsBody, warn: (message: string, ...details: unknown[]) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('content-type', 'application/json');
    request.onload = () => {
      if (analyticsStatusOk(request.status)) return resolve();
      warn(ANALYTICS_HTTP_ERROR, request.status);
      reject(new Error(`${ANALYTICS_HTTP_ERROR} ${request.status}`));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(JSON.stringify(body));
  });
}

/**
 * The product analytics client. Events are queued and sent in tasks of 10 (a burst never holds
 * the main thread); by beacon as urlencoded form data [TRK-031] (the default), or by XHR as JSON
 * [TRK-032]. Every failure stays inside [TRK-040].
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const {
    endpoint,
    context,
    transport = 'beacon',
    warn = console.warn,
    now = Date.now,
    newId = () => crypto.randomUUID(),
    sendBeacon = (url, body) => navigator.sendBeacon(url, body),
    schedule = (run) => setTimeout(run, 0),
  } = options;
  const analyticsId = loadAnalyticsId(now(), newId);
  const queue: AnalyticsBody[] = [];
  let dropped = 0;
  let scheduled = false;

  const send = (body: AnalyticsBody) => {
    try {
      if (transport === 'beacon') sendBeacon(endpoint, new URLSearchParams(analyticsFormFields(body)));
      else sendByXhr(endpoint, body, warn).catch(() => {});
    } catch {
      // [TRK-040] Swallowed.
    }
  };
  const flush = () => {
    scheduled = false;
    for (const body of queue.splice(0, ANALYTICS_BATCH_SIZE)) send(body);
    if (queue.length > 0) later();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };
  const build = (payload: unknown) => {
    const built = buildAnalyticsEvent(payload, { ...context, analyticsId });
    // [TRK-012] Each dropped field is warned about.
    for (const warning of built.warnings) warn(warning);
    return built;
  };

  return {
    analyticsId,
    get dropped() {
      return dropped;
    },
    track(payload) {
      try {
        const built = build(payload);
        if (!built.ok) {
          warn(built.message);
          return { queued: false, message: built.message };
        }
        if (queue.length >= ANALYTICS_QUEUE_LIMIT) {
          dropped += 1;
          return { queued: false };
        }
        queue.push(built.body);
        later();
        return { queued: true };
      } catch {
        return { queued: false };
      }
    },
    async sendNow(payload) {
      const built = build(payload);
      if (!built.ok) throw new Error(built.message);
      await sendByXhr(endpoint, built.body, warn);
    },
    reportNetworkError(urlRequested) {
      this.track(networkErrorEvent(urlRequested));
    },
  };
}
