import {
  API_ROOT,
  COMMENT_SERVICE_FRAGMENT,
  commentCountScriptUrl,
  commentFragment,
  FONT_SERVICE_CSS_URL,
  REST_API_ROOT,
} from './constants.ts';
import type { HttpRequest } from './logic.ts';

/**
 * The calls of documents 001 §7 and 002 §7 as data-layer requests: pure descriptions the
 * browser adapter sends. Answers whose shape the spec does not show are returned as they come.
 */

/** [NET-026] A path under one of the two API roots. */
export function apiPath(path: string, root: 'api' | 'rest' = 'api'): string {
  return `${root === 'rest' ? REST_API_ROOT : API_ROOT}${path.replace(/^\/+/, '')}`;
}

/** A content block's data the widget-rendering call sends [NET-029]. */
export interface WidgetBlock {
  type: number;
  id: string;
  value: unknown;
}

/** [NET-029] POST /api/widget/GetWidgetRendering with form-encoded widgetJSON; summary blocks add collectionId. */
export function widgetRenderingRequest(block: WidgetBlock, collectionId?: string): HttpRequest {
  const widgetJSON = JSON.stringify({ type: block.type, id: block.id, value: block.value });
  return {
    method: 'POST',
    path: apiPath('widget/GetWidgetRendering'),
    form: collectionId === undefined ? { widgetJSON } : { widgetJSON, collectionId },
  };
}

export type LabsList = 'internal' | 'circle';

/** [NET-031] GET /api/labs/internal or /api/labs/circle: a beta feature list. */
export const labsRequest = (list: LabsList): HttpRequest => ({ method: 'GET', path: apiPath(`labs/${list}`) });
/** [NET-032] POST /api/labs/internal or /api/labs/circle (payload shape not shown: sent as given). */
export const labsPostRequest = (list: LabsList, body: unknown): HttpRequest => ({ method: 'POST', path: apiPath(`labs/${list}`), json: body });

export type MultilingualResource = 'settings' | 'status' | 'languages';
/** [NET-033] GET /api/multilingual/settings, /status and /languages. */
export const multilingualRequest = (resource: MultilingualResource): HttpRequest => ({ method: 'GET', path: apiPath(`multilingual/${resource}`) });
/** [NET-034] PUT /api/multilingual/languages with body {languages}. */
export const saveLanguagesRequest = (languages: unknown): HttpRequest => ({ method: 'PUT', path: apiPath('multilingual/languages'), json: { languages } });
/** [NET-035] DELETE /api/multilingual/connection disconnects the translation service. */
export const disconnectTranslationRequest = (): HttpRequest => ({ method: 'DELETE', path: apiPath('multilingual/connection') });

/** [NET-036] GET /api/site-header-footer. */
export const siteHeaderFooterRequest = (): HttpRequest => ({ method: 'GET', path: apiPath('site-header-footer') });
/** [NET-037] PUT /api/site-header-footer with {header, footer}. */
export const saveSiteHeaderFooterRequest = (header: unknown, footer: unknown): HttpRequest => ({
  method: 'PUT',
  path: apiPath('site-header-footer'),
  json: { header, footer },
});

export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}
/** [NET-038] POST /api/site-users/account/session with {email, password, rememberMe}. */
export const siteUserLoginRequest = ({ email, password, rememberMe }: SiteUserCredentials): HttpRequest => ({
  method: 'POST',
  path: apiPath('site-users/account/session'),
  json: { email, password, rememberMe },
});
/** [NET-041] DELETE /api/site-users/account/session with the query cloneCart. */
export const siteUserLogoutRequest = (cloneCart: boolean): HttpRequest => ({
  method: 'DELETE',
  path: apiPath('site-users/account/session'),
  query: { cloneCart: String(cloneCart) },
});

/** [NET-042] GET /api/google-maps/places/autocomplete with the query parameters. */
export const placesAutocompleteRequest = (query: Readonly<Record<string, string>>): HttpRequest => ({
  method: 'GET',
  path: apiPath('google-maps/places/autocomplete'),
  query,
});
/** [NET-043] GET /api/google-maps/places/details with the query plus a tracking context. */
export const placeDetailsRequest = (
  query: Readonly<Record<string, string>>,
  tracking: { productPage: string; productSection: string },
): HttpRequest => ({
  method: 'GET',
  path: apiPath('google-maps/places/details'),
  query: { ...query, trackingContext: JSON.stringify({ productPage: tracking.productPage, productSection: tracking.productSection }) },
});

/** [NET-022] The web font service's stylesheet for these families (loaded as a `<link rel=stylesheet>`). */
export function fontStylesheetUrl(families: readonly string[]): string | null {
  if (families.length === 0) return null;
  const params = new URLSearchParams();
  for (const family of families) params.append('family', family);
  params.set('display', 'swap');
  return `${FONT_SERVICE_CSS_URL}?${params.toString()}`;
}

/** [NET-023] The comment-count script to load: only when a comment service short name is set. */
export function commentCountScript(shortName: string | null | undefined): string | null {
  return shortName ? commentCountScriptUrl(shortName) : null;
}

/** [NET-024] [NET-025] Where an item's comment link goes. */
export function commentLinkHref(itemUrl: string, commentId: string, shortName: string | null | undefined): string {
  return `${itemUrl}${shortName ? COMMENT_SERVICE_FRAGMENT : commentFragment(commentId)}`;
}
