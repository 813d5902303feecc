import { isInFrame } from './device.ts';
import type { Actor } from 'xstate';
import { decodeLogoutAnswer, type LogoutOutcome } from '../../machines/session/codec.ts';
import { pageContextOf } from '../../machines/site-context/logic.ts';
import { readSiteContext, SITE_CONTEXT_ELEMENT_ID } from './site-context.ts';
import { CRUMB_COOKIE, CRUMB_PARAM, LOGOUT_ENDPOINT, NO_REDIRECT_SESSION_FLAG } from '../../machines/session/constants.ts';
import { toSameOriginPath } from '../../machines/session/logic.ts';
import type { SessionFacts, SessionInput, sessionMachine } from '../../machines/session/machine.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { safeStorage } from './storage.ts';

/** The element a published page carries its page (site) context in, as JSON. */
export const PAGE_CONTEXT_ELEMENT_ID = SITE_CONTEXT_ELEMENT_ID;

/**
 * The session machine's input from the page: its site context (the one codec; bad data is
 * warned about, and a refused account field gives an anonymous visitor), address, frame and
 * the noredirect flag.
 */
export function readSessionInput(win: Window = window, previewUrl: string | null = null): SessionInput {
  const page = pageContextOf(readSiteContext(win));
  const { hostname, pathname, search } = win.location;
  return {
    page,
    location: { hostname, pathname, search },
    inFrame: isInFrame(win),
    noRedirectRemembered: safeStorage('session').get(NO_REDIRECT_SESSION_FLAG) !== null,
    previewUrl,
  };
}

/**
 * What the session learns when the page has loaded: the browser's address, the frame, the
 * noredirect flag, and the page context element when the renderer was not given the context.
 */
export function readSessionFacts(win: Window = window, readPageContext = true): SessionFacts {
  const { hostname, pathname, search } = win.location;
  const facts: SessionFacts = {
    location: { hostname, pathname, search },
    inFrame: isInFrame(win),
    noRedirectRemembered: safeStorage('session').get(NO_REDIRECT_SESSION_FLAG) !== null,
  };
  if (!readPageContext || !win.document.getElementById(PAGE_CONTEXT_ELEMENT_ID)) return facts;
  // The one site-context codec: bad data is warned about, a refused account field is anonymous.
  return { ...facts, page: pageContextOf(readSiteContext(win)) };
}

/**
 * [NAV-022] [NAV-026] POST /api/auth/Logout with the crumb from its cookie, credentials
 * included; the answer is decoded (a crumb failure asks the machine for its one retry).
 * A network failure rejects.
 */
export async function requestLogout(fetchImpl: typeof fetch = fetch): Promise<LogoutOutcome> {
  const crumb = readCookie(CRUMB_COOKIE);
  const url = crumb ? `${LOGOUT_ENDPOINT}?${CRUMB_PARAM}=${encodeURIComponent(crumb)}` : LOGOUT_ENDPOINT;
  const response = await fetchImpl(url, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => ({}));
  const decoded = decodeLogoutAnswer(response.status, body);
  return decoded.ok ? decoded.data : { outcome: 'failed', message: decoded.details.join('; ') };
}

export interface SessionEffectHandlers {
  /** [NAV-002] The editor's full-screen preview. */
  onTogglePreview?(): void;
  /** [NAV-003] The editor's open guide. */
  onCloseGuide?(): void;
  /** [NAV-019] Show the information dialog. */
  onLogoutNotice?(title: string, message: string): void;
  onLogoutFailed?(message: string): void;
  /** Performs a navigation; by default `location.assign` on this window or the top one. */
  navigate?(url: string, target: 'top' | 'self'): void;
}

function assignLocation(win: Window, url: string, target: 'top' | 'self'): void {
  try {
    (target === 'top' && win.top ? win.top : win).location.assign(url);
  } catch {
    // A cross-origin top refuses us: navigate this frame instead.
    win.location.assign(url);
  }
}

/**
 * Performs the session's effects. Every navigation is checked once more to be a same-origin
 * path before it happens, so no address can take the browser off the site or run script.
 * Returns the unbind function.
 */
export function bindSessionEffects(actor: Actor<typeof sessionMachine>, handlers: SessionEffectHandlers = {}, win: Window = window): () => void {
  const navigate = handlers.navigate ?? ((url, target) => assignLocation(win, url, target));
  const subscriptions = [
    actor.on('navigate', ({ url, target }) => navigate(toSameOriginPath(url), target)),
    // [NAV-018] Remembered in the session flag.
    actor.on('rememberNoRedirect', ({ flag }) => void safeStorage('session').set(flag, 'true')),
    actor.on('clearCookie', ({ name }) => removeCookie(name)),
    actor.on('storeCrumb', ({ crumb }) => writeCookie(CRUMB_COOKIE, crumb)),
    actor.on('togglePreview', () => handlers.onTogglePreview?.()),
    actor.on('closeGuide', () => handlers.onCloseGuide?.()),
    actor.on('showLogoutNotice', ({ title, message }) => handlers.onLogoutNotice?.(title, message)),
    actor.on('logoutFailed', ({ message }) => (handlers.onLogoutFailed ?? console.warn)(message)),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
