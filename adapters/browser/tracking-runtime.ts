/**
 * Everything that tracks, in one module the page imports only after consent (a dynamic
 * `import()` once the cookie banner allows tracking): the visitor cookies with the page view
 * and census hit, the census calls, the product analytics client, the ad pixel and the network
 * error report. [TRK-005] [TRK-006] `whoIsTracked` decides once, at start; an exempt person
 * gets a tracker that sends nothing.
 */
import { whoIsTracked, type TrackingVerdict } from '../../machines/permissions/logic.ts';
import { accountFactsOf } from '../../machines/site-context/logic.ts';
import { detectEnvironment } from '../../machines/site-context/environment.ts';
import type { PixelEvent } from '../../machines/tracking/ad-pixel.ts';
import { analyticsEndpoint, analyticsEnvironmentOf } from '../../machines/tracking/analytics.ts';
import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH, OVERLAY_PATH } from '../../machines/tracking/constants.ts';
import {
  buttonCensusBody,
  formRenderBody,
  overlayBody,
  permissionTypeOf,
  quickViewPath,
  type ButtonFields,
  type CensusPage,
  type SiteIdentity,
} from '../../machines/tracking/logic.ts';
import { VISIT_COOKIE } from '../../machines/visitor-cookies/constants.ts';
import { startAdPixel } from './ad-pixel.ts';
import { createAnalyticsClient, type AnalyticsClient, type AnalyticsTransport } from './analytics.ts';
import { postCensus } from './census.ts';
import { readCookie } from './cookies.ts';
import { setNetworkErrorReporter } from './network-errors.ts';
import { readSiteContext } from './site-context.ts';
import { startVisitorTracking } from './visitor-tracking.ts';

export interface TrackerOptions {
  site: SiteIdentity;
  /** The page's id for the census calls (the site context's item or collection id otherwise). */
  pageId?: string;
  transport?: AnalyticsTransport;
  fetch?: typeof fetch;
  win?: Window;
}

/** What the page's blocks call; every method is safe to call any time and never throws. */
export interface Tracker {
  readonly verdict: TrackingVerdict;
  /** [TRK-023] Resolves when the census call is over (answered, failed, or 2500 ms). */
  recordButtonClick(button: ButtonFields): Promise<void>;
  /** [TRK-024] */
  recordButtonRender(button: ButtonFields): void;
  /** [TRK-026] */
  recordFormRender(formId: string): void;
  /** [TRK-027] */
  recordOverlay(event: string): void;
  /** [TRK-028] */
  recordQuickView(itemId: string): void;
  /** [TRK-008..012] [TRK-034] A product analytics event. */
  trackEvent(payload: unknown): void;
  /** [TRK-038] */
  pixel(event: PixelEvent): void;
  stop(): void;
}

const done = Promise.resolve();

/** A tracker that sends nothing: for the exempt and for no consent. */
export function silentTracker(verdict: TrackingVerdict): Tracker {
  return {
    verdict,
    recordButtonClick: () => done,
    recordButtonRender: () => {},
    recordFormRender: () => {},
    recordOverlay: () => {},
    recordQuickView: () => {},
    trackEvent: () => {},
    pixel: () => {},
    stop: () => {},
  };
}

/** Starts tracking for this page view (call it only after consent). */
export function startTracking({ site, pageId, transport, fetch: send, win = window }: TrackerOptions): Tracker {
  const context = readSiteContext(win, () => {});
  const account = accountFactsOf(context);
  const verdict = whoIsTracked({ account, pathname: win.location.pathname, consent: true });
  if (!verdict.track) return silentTracker(verdict);

  const stopVisitor = startVisitorTracking(site, win);
  const page = (): CensusPage => ({
    visitorCookie: readCookie(VISIT_COOKIE) ?? '',
    pageTitle: win.document.title,
    pageId: pageId ?? site.itemId ?? site.collectionId ?? '',
    pagePath: win.location.pathname,
    permissionType: permissionTypeOf(account),
  });
  const census = (path: string, body?: unknown) => postCensus(path, body, send ? { fetch: send } : {});
  let analytics: AnalyticsClient | null = null;
  try {
    analytics = createAnalyticsClient({
      endpoint: analyticsEndpoint(analyticsEnvironmentOf(detectEnvironment(win.location.hostname))),
      transport,
      context: {
        pageUrl: win.location.href,
        pagePath: win.location.pathname,
        pageTitle: win.document.title,
        locale: win.navigator.language,
        websiteLocale: site.websiteLocale,
      },
    });
  } catch {
    analytics = null;
  }
  setNetworkErrorReporter((url) => analytics?.reportNetworkError(url));
  const pixel = startAdPixel(win.document);

  return {
    verdict,
    recordButtonClick: (button) => census(BUTTON_CLICK_PATH, buttonCensusBody(button, page())),
    recordButtonRender: (button) => void census(BUTTON_RENDER_PATH, buttonCensusBody(button, page())),
    recordFormRender: (formId) => void census(FORM_RENDER_PATH, formRenderBody(formId, page().visitorCookie)),
    recordOverlay: (event) => void census(OVERLAY_PATH, overlayBody(event, page().visitorCookie)),
    recordQuickView: (itemId) => void census(quickViewPath(itemId)),
    trackEvent: (payload) => void analytics?.track(payload),
    pixel: (event) => pixel.actor.send({ type: 'TRACK', event }),
    stop: () => {
      setNetworkErrorReporter(null);
      pixel.stop();
      stopVisitor();
    },
  };
}
