import { CAMPAIGN_FIELDS, PAGE_VIEW_EVENT, QUICK_VIEW_PATH, UNTRACKED_PATH } from './constants.ts';

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

/** [TRK-007] [ENUM-021] The button tracking payload. */
export interface ButtonFields {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  /** [ENUM-021] button block 1, popup overlay 2. */
  context: number;
}

/** The page facts every census call carries besides its own fields. */
export interface CensusPage {
  /** The visit cookie (ss_cvr) of the visitor. */
  visitorCookie: string;
  pageTitle: string;
  pageId: string;
  pagePath: string;
  /**
   * The permission type of the person on the page (reading, README): the highest top-level
   * permission code they hold [PERM-008], or null for an anonymous visitor.
   */
  permissionType: number | null;
}

const BUTTON_FIELD_NAMES = ['id', 'buttonText', 'clickthroughUrl', 'alignment', 'size', 'newWindow', 'context'] as const;

/** [TRK-007] The button's own fields, in the spec's order and nothing else. */
export function buttonPayload(button: ButtonFields): ButtonFields {
  return Object.fromEntries(BUTTON_FIELD_NAMES.map((name) => [name, button[name]])) as unknown as ButtonFields;
}

/** [TRK-023] [TRK-024] A button click's or render's census body: the button fields plus the page's. */
export function buttonCensusBody(button: ButtonFields, page: CensusPage): ButtonFields & CensusPage {
  return {
    ...buttonPayload(button),
    visitorCookie: page.visitorCookie,
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    pagePath: page.pagePath,
    permissionType: page.permissionType,
  };
}

/** [TRK-026] The form-render census body. */
export function formRenderBody(formId: string, visitorCookie: string): { formId: string; visitorCookie: string } {
  return { formId, visitorCookie };
}

/** [TRK-027] The overlay census body: the overlay event and the visit cookie. */
export function overlayBody(event: string, visitorCookie: string): { event: string; visitorCookie: string } {
  return { event, visitorCookie };
}

/** [TRK-028] The quick-view census path of an item (its id escaped into the path). */
export function quickViewPath(itemId: string): string {
  return `${QUICK_VIEW_PATH}/${encodeURIComponent(itemId)}`;
}

/** [PERM-008] The permission type of the census calls: the highest top-level permission held, null when anonymous. */
export function permissionTypeOf(account: { loggedIn: boolean; permissions?: readonly number[] }): number | null {
  if (!account.loggedIn) return null;
  const topLevel = (account.permissions ?? []).filter((code) => code >= 0 && code <= 2);
  return topLevel.length === 0 ? 0 : Math.max(...topLevel);
}
