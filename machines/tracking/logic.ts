import { CAMPAIGN_FIELDS, PAGE_VIEW_EVENT, UNTRACKED_PATH } from './constants.ts';

/** What the browser tells of one page view; the adapter reads it, the rules stay pure. */
export interface PageView {
  url: string;
  referrer: string;
  title: string;
  language: string;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  userAgent: string;
  localStorageSupported: boolean;
  clientDate: number;
}

export interface SiteIdentity {
  websiteId: string;
  templateId: string;
  websiteLocale: string;
  itemId?: string;
  collectionId?: string;
}

/** [TRK-004] /search (and below it) is not tracked as a page view. */
export function isTrackedPath(pathname: string): boolean {
  return pathname !== UNTRACKED_PATH && !pathname.startsWith(`${UNTRACKED_PATH}/`);
}

/**
 * [TRK-001] [TRK-002] The beacon's query: landing, refer, rk (`random`), lang and screen
 * (WxH), plus the campaign fields the page URL carries.
 */
export function trackBeaconQuery(view: PageView, random: number): string {
  const page = new URL(view.url);
  const query = new URLSearchParams({
    landing: view.url,
    refer: view.referrer,
    rk: String(random),
    lang: view.language,
    screen: `${view.screen.width}x${view.screen.height}`,
  });
  for (const field of CAMPAIGN_FIELDS) {
    const value = page.searchParams.get(field);
    if (value !== null) query.set(field, value);
  }
  return query.toString();
}

/** [TRK-013] The census hit's fields. */
export function censusHit(view: PageView, site: SiteIdentity): Record<string, unknown> {
  const page = new URL(view.url);
  return {
    localStorageSupported: view.localStorageSupported,
    queryString: page.search,
    referrer: view.referrer,
    websiteId: site.websiteId,
    templateId: site.templateId,
    website_locale: site.websiteLocale,
    userAgent: view.userAgent,
    clientDate: view.clientDate,
    viewportWidth: view.viewport.width,
    viewportHeight: view.viewport.height,
    screenWidth: view.screen.width,
    screenHeight: view.screen.height,
    url: view.url,
    title: view.title,
    ...(site.itemId ? { itemId: site.itemId } : {}),
    ...(site.collectionId ? { collectionId: site.collectionId } : {}),
  };
}

/** [TRK-022] The RecordHit form fields: event, data (JSON) and ss_cvr. */
export function recordHitFields(hit: Record<string, unknown>, visitCookie: string): Record<string, string> {
  return { event: String(PAGE_VIEW_EVENT), data: JSON.stringify(hit), ss_cvr: visitCookie };
}
