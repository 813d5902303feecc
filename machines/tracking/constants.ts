import { EVENT_TYPE } from '../enums/constants.ts';

/** [TRK-001] The page-view beacon, an image request. */
export const TRACK_PATH = '/api/track/Track';
/** [TRK-022] Census hits, form-encoded. */
export const RECORD_HIT_PATH = '/api/census/RecordHit';
/** [TRK-002] Campaign fields copied from the page URL when present. */
export const CAMPAIGN_FIELDS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'] as const;
/** [TRK-004] Paths excluded from page-view tracking. */
export const UNTRACKED_PATH = '/search';
/** [TRK-025] Tracking requests give up after 2500 ms. */
export const TRACKING_TIMEOUT_MS = 2500;
/** The page-view event type code (ENUM-022). */
export const PAGE_VIEW_EVENT = EVENT_TYPE.byName.pageView;

/** [TRK-023] Button clicks, JSON with the button fields and the page's. */
export const BUTTON_CLICK_PATH = '/api/census/button-click';
/** [TRK-024] Button renders, the same fields. */
export const BUTTON_RENDER_PATH = '/api/census/button-render';
/** [TRK-026] Form renders: formId and visitorCookie. */
export const FORM_RENDER_PATH = '/api/census/form-render';
/** [TRK-027] Overlay events: the overlay event and visitorCookie. */
export const OVERLAY_PATH = '/api/census/overlay';
/** [TRK-028] Quick views, the item's id in the path (payload not shown: none is sent). */
export const QUICK_VIEW_PATH = '/api/census/RecordQuickView';

/** [TRK-029] The product analytics events path, on the events host of the environment. */
export const ANALYTICS_EVENTS_PATH = '/api/v1/events';
/** [TRK-010] Analytics event sources. */
export const EVENT_SOURCES = /* @__PURE__ */ Object.freeze(['WEB', 'IOS', 'ANDROID', 'SERVER'] as const);
/** [TRK-011] Analytics event environments. */
export const ANALYTICS_ENVIRONMENTS = /* @__PURE__ */ Object.freeze(['dev', 'qa', 'staging', 'prod'] as const);
/**
 * [TRK-029] The events host of each environment (the spec says only that it differs; these are
 * ours). dev is the page's own origin, so the example backend receives the demo's events.
 */
export const EVENTS_HOSTS = /* @__PURE__ */ Object.freeze({
  dev: '',
  qa: 'https://events.qa.example.net',
  staging: 'https://events.staging.example.net',
  prod: 'https://events.example.net',
} as const);
/** [TRK-032] XHR statuses that count as success. */
export const ANALYTICS_OK_STATUSES = /* @__PURE__ */ Object.freeze([200, 202] as const);
/** [TRK-033] The warning of any other XHR status. */
export const ANALYTICS_HTTP_ERROR = 'Error tracking event: HTTP Status';
/** [TRK-034] The answer for an event without payload. */
export const ANALYTICS_NO_PAYLOAD = 'no payload';
/** [TRK-036] The analytics id's cookie and local storage key (the spec does not name them: ours). */
export const ANALYTICS_ID_KEY = 'sm_analytics_id';
/** [TRK-037] The analytics cookie lifetime, also the local storage entry's expiration. */
export const ANALYTICS_COOKIE_DAYS = 390;
/** [TRK-003] The internal analytics event of a network error, and its field. */
export const NETWORK_ERROR_EVENT = 'system_network_error';
export const NETWORK_ERROR_FIELD = 'urlRequested';
/**
 * The burst rule (ours): at most 100 analytics events wait to be sent; an event arriving while
 * 100 wait is dropped (and counted); the queue is sent 10 events per task.
 */
export const ANALYTICS_QUEUE_LIMIT = 100;
export const ANALYTICS_BATCH_SIZE = 10;

/** [TRK-039] The ad pixel selector waits 100 ms between retries. */
export const AD_PIXEL_RETRY_MS = 100;
/** How many looks before the pixel is taken as absent (ours: 50, five seconds). */
export const AD_PIXEL_MAX_TRIES = 50;
/** The ad pixel on a page (ours: the spec names no selector). */
export const AD_PIXEL_SELECTOR = '[data-ad-pixel]';

/** [TRK-017] [TRK-019] Session replay needs more than 2 CPU cores. */
export const REPLAY_MIN_CORES_EXCLUSIVE = 2;
/** [TRK-020] The session-replay visitor id call. */
export const REPLAY_ID_PATH = '/api/commerce/fullstory/getId';
/** [TRK-021] The id value that means "mock: skip replay" (the spec does not show it: ours). */
export const REPLAY_MOCK_ID = 'mock-visitor-id';
/** [TRK-014] The query parameter prefix of an experiment override (ours): `?experiment-<name>=<variant>`. */
export const EXPERIMENT_PARAM_PREFIX = 'experiment-';
/** [TRK-016] The override value that clears the saved choice (ours). */
export const EXPERIMENT_RESET_VALUE = 'reset';
/** [TRK-015] Where the saved experiment choices live (local storage, ours). */
export const EXPERIMENT_STORAGE_KEY = 'sm_experiment_overrides';
