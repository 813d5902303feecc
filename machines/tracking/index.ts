export { censusHit, isTrackedPath, recordHitFields, trackBeaconQuery } from './logic.ts';
export type { PageView, SiteIdentity } from './logic.ts';
export { CAMPAIGN_FIELDS, PAGE_VIEW_EVENT, RECORD_HIT_PATH, TRACK_PATH, TRACKING_TIMEOUT_MS, UNTRACKED_PATH } from './constants.ts';
