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
