import {
  CONFIG_PATH,
  FRAME_URL_PARAM,
  LOCALHOST,
  LOGOUT_PARAM,
  LOGOUT_PARAM_VALUE,
  NO_REDIRECT_PARAM,
  SITE_ROOT,
} from './constants.ts';
import { configAreaEntry, holdsOnlyViewerRole, inConfigArea } from '../permissions/logic.ts';

/** What the page says about its visitor (decoded from the page context, see codec.ts). */
export interface PageContext {
  /** Someone is signed in to an account. */
  loggedIn: boolean;
  /** The signed-in account owns the site's website settings. */
  websiteSettings: boolean;
  developerMode: boolean;
  cloneable: boolean;
  /** The account's contributor role codes on this website [PERM-015]. */
  websiteRoles: readonly number[];
  /** [NAV-005] Site setting: Esc takes anonymous visitors to the login too. */
  useEscapeKeyToLogin: boolean;
  /** The page runs inside the editor. */
  editor: boolean;
}

export const ANONYMOUS_PAGE: PageContext = {
  loggedIn: false,
  websiteSettings: false,
  developerMode: false,
  cloneable: false,
  websiteRoles: [],
  useEscapeKeyToLogin: false,
  editor: false,
};

/** Where the page is: the parts of its address the rules read. */
export interface PageAddress {
  hostname: string;
  pathname: string;
  search: string;
}

// An origin no real address has: a path resolved against it that leaves it is not a path.
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * The same-origin path (path, query and hash) `candidate` names, or `fallback`. Refuses
 * anything that could leave the site or run: other origins, `//host` and `/\host` forms,
 * `javascript:` and other schemes, and text the URL parser would rewrite into one of those
 * (tabs, newlines, backslashes).
 */
export function toSameOriginPath(candidate: unknown, fallback = SITE_ROOT): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can fold `/.//host` into `//host`, which a browser reads as another origin.
  return url.origin === PROBE_ORIGIN && !/^\/[/\\]/.test(path) ? path : fallback;
}

/** `path` with `name=value` set in its query (path kept same-origin). */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(toSameOriginPath(path), PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** [NAV-001] [NAV-004] [NAV-011] The configuration area framing this path and query. */
export function configUrl(pathname: string, search: string): string {
  const frameUrl = toSameOriginPath(`${pathname}${search}`);
  return `${CONFIG_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(frameUrl)}`;
}

/** [NAV-001] The page the configuration area frames: its frameUrl when that is a same-origin path, else the root. */
export function frameUrlOf(search: string): string {
  return toSameOriginPath(new URLSearchParams(search).get(FRAME_URL_PARAM));
}

/** [NAV-023] [NAV-024] [NAV-025] Where logout lands: the preview frame's page, else the root, with logout=true. */
export function logoutTarget(previewUrl: string | null | undefined): string {
  return withQueryParam(toSameOriginPath(previewUrl ?? SITE_ROOT), LOGOUT_PARAM, LOGOUT_PARAM_VALUE);
}

/** [NAV-027] A path starting with /config marks the admin (config) area (the permission rules' own test). */
export const isConfigArea: (pathname: string) => boolean = inConfigArea;

/** [NAV-014] Holding only the viewer role on the website: the permission rule that stops the owner redirect. */
export const isViewerOnly: (roles: readonly number[]) => boolean = holdsOnlyViewerRole;

/** [NAV-017] The query asks to skip the owner redirect. */
export function asksNoRedirect(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_PARAM);
}

/** [NAV-019] The page was reached by a logout. */
export function isLogoutLanding(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_PARAM) === LOGOUT_PARAM_VALUE;
}

export type RedirectDecision =
  | 'redirect'
  | 'config-area'
  | 'not-owner'
  | 'developer-mode'
  | 'cloneable-mode'
  | 'viewer-only'
  | 'in-frame'
  | 'localhost'
  | 'noredirect';

export interface RedirectFacts {
  page: PageContext;
  location: PageAddress;
  inFrame: boolean;
  noRedirectRemembered: boolean;
}

/**
 * [NAV-011..018] Whether the owner redirect happens, or the first reason it is skipped: a
 * signed-in owner with website settings, not in developer or cloneable mode, not viewer-only,
 * not in a frame, not on localhost, without noredirect in the query or the session. A page
 * already in the configuration area [NAV-027] is never sent there again (README).
 */
export function ownerRedirectDecision({ page, location, inFrame, noRedirectRemembered }: RedirectFacts): RedirectDecision {
  if (isConfigArea(location.pathname)) return 'config-area';
  // [PERM-004] The permission rules say whether this account is one the redirect sends.
  const entry = configAreaEntry(page);
  if (entry === 'not-owner') return 'not-owner';
  if (page.developerMode) return 'developer-mode';
  if (page.cloneable) return 'cloneable-mode';
  if (entry === 'viewer-only') return 'viewer-only';
  if (inFrame) return 'in-frame';
  if (location.hostname === LOCALHOST) return 'localhost';
  if (noRedirectRemembered || asksNoRedirect(location.search)) return 'noredirect';
  return 'redirect';
}
