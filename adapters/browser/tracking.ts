import { RECORD_HIT_PATH, TRACK_PATH, TRACKING_TIMEOUT_MS } from '../../machines/tracking/constants.ts';
import { censusHit, recordHitFields, trackBeaconQuery, type PageView, type SiteIdentity } from '../../machines/tracking/logic.ts';

/** What the browser says about the current page view. */
export function readPageView(): PageView {
  let localStorageSupported = false;
  try {
    localStorageSupported = typeof window.localStorage !== 'undefined';
  } catch {
    localStorageSupported = false;
  }
  return {
    url: window.location.href,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    userAgent: navigator.userAgent,
    localStorageSupported,
    clientDate: Date.now(),
  };
}

/** [TRK-001] The page-view beacon: an image request, nothing read back. */
export function sendTrackBeacon(view: PageView): void {
  const image = new Image();
  image.src = `${TRACK_PATH}?${trackBeaconQuery(view, Math.random())}`;
}

/**
 * [TRK-022] The census hit, form-encoded with the visit cookie; [TRK-025] it gives up after
 * 2500 ms and [TRK-040] any failure is swallowed.
 */
export async function sendCensusHit(view: PageView, site: SiteIdentity, visitCookie: string): Promise<void> {
  // The page's own timer (not AbortSignal.timeout's), so the page's clock is the one that counts.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRACKING_TIMEOUT_MS);
  try {
    const response = await fetch(RECORD_HIT_PATH, {
      method: 'POST',
      body: new URLSearchParams(recordHitFields(censusHit(view, site), visitCookie)),
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    });
    // Read to its end (within the same 2500 ms), so the request is over and not left open.
    await response.arrayBuffer();
  } catch {
    // Tracking never disturbs the visitor.
  } finally {
    clearTimeout(timer);
  }
}
