import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { requestLogout } from '../adapters/browser/session.ts';
import {
  connectSession,
  decodeLogoutAnswer,
  decodePageContext,
  sessionMachine,
  type LogoutOutcome,
  type PageContext,
  type SessionInput,
} from '../machines/index.ts';
import { TRIAL_UPGRADE_PATH, WEBSITE_PLAN_UPGRADE_PATH } from '../machines/session/constants.ts';
import { ANONYMOUS_PAGE, configUrl, frameUrlOf, isConfigArea, logoutTarget, ownerRedirectDecision } from '../machines/session/logic.ts';
import type { SessionEmitted } from '../machines/session/machine.ts';

const OWNER: PageContext = { ...ANONYMOUS_PAGE, loggedIn: true, websiteSettings: true };
const SITE = { hostname: 'harbour-walks.example', pathname: '/shop', search: '?page=2' };

function input(change: Partial<SessionInput> = {}, page: Partial<PageContext> = {}): SessionInput {
  return { page: { ...OWNER, ...page }, location: SITE, inFrame: false, noRedirectRemembered: false, ...change };
}

/** A session with the logout call answering `outcomes` in turn (failing once they run out). */
function start(sessionInput: SessionInput, outcomes: LogoutOutcome[] = [{ outcome: 'ok' }]) {
  const calls: number[] = [];
  const machine = sessionMachine.provide({
    actors: {
      logoutRequest: fromPromise<LogoutOutcome, { attempt: number }>(async ({ input: { attempt } }) => {
        calls.push(attempt);
        const outcome = outcomes[attempt - 1];
        if (!outcome) throw new Error('network down');
        return outcome;
      }),
    },
  });
  const actor = createActor(machine, { input: sessionInput });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'LOADED' });
  return { actor, emitted, calls, state: () => actor.getSnapshot().value, settled: () => waitFor(actor, (snapshot) => snapshot.value !== 'loggingOut') };
}

const navigations = (emitted: SessionEmitted[]) => emitted.filter((event) => event.type === 'navigate');
const anonymous = (page: Partial<PageContext> = {}) => input({}, { ...ANONYMOUS_PAGE, ...page, loggedIn: false, websiteSettings: false });
const here = { pathname: '/gallery', search: '?tag=sea' };

describe('owner redirect', () => {
  it('[NAV-011] decides nothing before the page has loaded and the adapter listens', () => {
    const actor = createActor(sessionMachine, { input: input() });
    const emitted: SessionEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(emitted).toEqual([]);
    actor.send({ type: 'ESCAPE', shiftKey: false });
    actor.send({ type: 'LOGOUT' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'LOADED' });
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('[NAV-011] a logged-in owner with website settings, outside developer and cloneable mode, not viewer-only and not in a frame goes to /config/ with frameUrl', () => {
    const { emitted, state } = start(input());
    expect(state()).toBe('redirecting');
    expect(navigations(emitted)).toEqual([{ type: 'navigate', url: '/config/?frameUrl=%2Fshop%3Fpage%3D2', target: 'self' }]);
  });

  it('[NAV-011] is not redirected without an account or without website settings', () => {
    expect(start(anonymous()).state()).toBe('idle');
    expect(start(input({}, { websiteSettings: false })).state()).toBe('idle');
    expect(ownerRedirectDecision({ ...input(), page: { ...OWNER, loggedIn: false } })).toBe('not-owner');
  });

  it('[NAV-012] the owner redirect is skipped in developer mode', () => {
    const { state, emitted } = start(input({}, { developerMode: true }));
    expect(state()).toBe('idle');
    expect(navigations(emitted)).toEqual([]);
    expect(ownerRedirectDecision(input({}, { developerMode: true }))).toBe('developer-mode');
  });

  it('[NAV-013] the owner redirect is skipped in cloneable mode', () => {
    expect(start(input({}, { cloneable: true })).state()).toBe('idle');
    expect(ownerRedirectDecision(input({}, { cloneable: true }))).toBe('cloneable-mode');
  });

  it('[NAV-014] the owner redirect is skipped when the owner holds only the viewer role', () => {
    expect(start(input({}, { websiteRoles: [10] })).state()).toBe('idle');
    expect(ownerRedirectDecision(input({}, { websiteRoles: [10, 10] }))).toBe('viewer-only');
    // Viewer plus another role, or no role list at all, is not viewer-only.
    expect(ownerRedirectDecision(input({}, { websiteRoles: [10, 4] }))).toBe('redirect');
    expect(ownerRedirectDecision(input({}, { websiteRoles: [] }))).toBe('redirect');
  });

  it('[NAV-015] the owner redirect is skipped inside a frame', () => {
    expect(start(input({ inFrame: true })).state()).toBe('idle');
    expect(ownerRedirectDecision(input({ inFrame: true }))).toBe('in-frame');
  });

  it('[NAV-016] the owner redirect is skipped on localhost', () => {
    expect(start(input({ location: { ...SITE, hostname: 'localhost' } })).state()).toBe('idle');
    expect(ownerRedirectDecision(input({ location: { ...SITE, hostname: 'localhost' } }))).toBe('localhost');
  });

  it('[NAV-017] the owner redirect is skipped when the query contains noredirect', () => {
    for (const search of ['?noredirect', '?noredirect=1', '?a=b&noredirect=true']) {
      expect(start(input({ location: { ...SITE, search } })).state()).toBe('idle');
    }
  });

  it('[NAV-018] noredirect is remembered in the session flag, which keeps the redirect skipped', () => {
    const first = start(input({ location: { ...SITE, search: '?noredirect' } }));
    expect(first.emitted).toContainEqual({ type: 'rememberNoRedirect', flag: 'noredirect' });
    // A later page load of the same session: no query, but the flag.
    const later = start(input({ noRedirectRemembered: true }));
    expect(later.state()).toBe('idle');
    expect(ownerRedirectDecision(input({ noRedirectRemembered: true }))).toBe('noredirect');
    // An anonymous visitor's noredirect is remembered too.
    expect(start(anonymous()).emitted).toEqual([]);
    expect(start(input({ location: { ...SITE, search: '?noredirect' } }, { loggedIn: false })).emitted).toContainEqual({ type: 'rememberNoRedirect', flag: 'noredirect' });
  });

  it('[NAV-027] a page in the configuration area is never redirected to it again', () => {
    expect(start(input({ location: { ...SITE, pathname: '/config/' } })).state()).toBe('idle');
    expect(ownerRedirectDecision(input({ location: { ...SITE, pathname: '/config/pages' } }))).toBe('config-area');
  });
});

describe('Esc with no dialog open', () => {
  it('[NAV-002] in the editor Esc toggles the full-screen preview', () => {
    const { actor, emitted } = start(input({ location: { ...SITE, hostname: 'localhost' } }, { editor: true }));
    actor.send({ type: 'ESCAPE', shiftKey: false });
    actor.send({ type: 'ESCAPE', shiftKey: false });
    expect(emitted).toEqual([{ type: 'togglePreview' }, { type: 'togglePreview' }]);
  });

  it('[NAV-003] in the editor with a guide open Esc closes the guide, then toggles the preview', () => {
    const { actor, emitted } = start(input({ inFrame: true }, { editor: true }));
    actor.send({ type: 'GUIDE', open: true });
    actor.send({ type: 'ESCAPE', shiftKey: false });
    actor.send({ type: 'ESCAPE', shiftKey: false });
    expect(emitted).toEqual([{ type: 'closeGuide' }, { type: 'togglePreview' }]);
  });

  it('[NAV-004] a logged-in user goes to the configuration area with the current path and query as frameUrl', () => {
    const { actor, emitted, state } = start(input({ noRedirectRemembered: true }, { websiteSettings: false }));
    actor.send({ type: 'ESCAPE', shiftKey: false, here });
    expect(state()).toBe('redirecting');
    expect(navigations(emitted)).toEqual([{ type: 'navigate', url: '/config/?frameUrl=%2Fgallery%3Ftag%3Dsea', target: 'self' }]);
  });

  it('[NAV-004] without the address at the moment of the key, the address the page loaded at is used', () => {
    const { actor, emitted } = start(input({ noRedirectRemembered: true }));
    actor.send({ type: 'ESCAPE', shiftKey: false });
    expect(navigations(emitted)[0]?.url).toBe('/config/?frameUrl=%2Fshop%3Fpage%3D2');
  });

  it('[NAV-005] an anonymous visitor goes there only when useEscapeKeyToLogin is on', () => {
    const off = start(anonymous());
    off.actor.send({ type: 'ESCAPE', shiftKey: false, here });
    expect(off.emitted).toEqual([]);
    expect(off.state()).toBe('idle');

    const on = start(anonymous({ useEscapeKeyToLogin: true }));
    on.actor.send({ type: 'ESCAPE', shiftKey: false, here });
    expect(navigations(on.emitted)).toEqual([{ type: 'navigate', url: '/config/?frameUrl=%2Fgallery%3Ftag%3Dsea', target: 'self' }]);
  });

  it('Esc typed into a field is left to the field', () => {
    const { actor, emitted, state } = start(input({ noRedirectRemembered: true }, { editor: true }));
    actor.send({ type: 'ESCAPE', shiftKey: false, editable: true });
    actor.send({ type: 'ESCAPE', shiftKey: true, editable: true });
    expect(emitted).toEqual([]);
    expect(state()).toBe('idle');
  });

  it('in a frame, the configuration area opens in the top window', () => {
    const { actor, emitted } = start(input({ inFrame: true }));
    actor.send({ type: 'ESCAPE', shiftKey: false });
    expect(navigations(emitted)[0]?.target).toBe('top');
  });

  it('[NAV-027] in the configuration area Esc does not go there again', () => {
    const { actor, emitted } = start(input({ location: { ...SITE, pathname: '/config/' } }));
    actor.send({ type: 'ESCAPE', shiftKey: false });
    expect(emitted).toEqual([]);
  });
});

describe('logout', () => {
  it('[NAV-006] Shift+Esc logs out a signed-in account; an anonymous visitor has nothing to end', async () => {
    const owner = start(input({ noRedirectRemembered: true }));
    owner.actor.send({ type: 'ESCAPE', shiftKey: true });
    expect(owner.state()).toBe('loggingOut');
    await owner.settled();
    expect(owner.state()).toBe('loggedOut');

    const visitor = start(anonymous({ useEscapeKeyToLogin: true }));
    visitor.actor.send({ type: 'ESCAPE', shiftKey: true });
    expect(visitor.state()).toBe('idle');
    expect(visitor.calls).toEqual([]);
    expect(visitor.emitted).toEqual([]);
  });

  it('[NAV-020] logout runs only once: a second LOGOUT while running or after is ignored', async () => {
    const { actor, calls, settled, emitted } = start(input({ noRedirectRemembered: true }));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'ESCAPE', shiftKey: true });
    await settled();
    actor.send({ type: 'LOGOUT' });
    await Promise.resolve();
    expect(calls).toEqual([1]);
    expect(navigations(emitted)).toHaveLength(1);
  });

  it('[NAV-021] logout clears the shared identity cookie ss_lastid before the call', () => {
    const { actor, emitted, calls } = start(input({ noRedirectRemembered: true }));
    actor.send({ type: 'LOGOUT' });
    expect(emitted).toEqual([{ type: 'clearCookie', name: 'ss_lastid' }]);
    expect(calls).toEqual([1]);
  });

  it('[NAV-022] logout goes through the account-logout call, POST /api/auth/Logout with the crumb', async () => {
    const fetchSpy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}', { status: 200 }));
    await expect(requestLogout(fetchSpy as typeof fetch)).resolves.toEqual({ outcome: 'ok' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/Logout', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it('[NAV-023] [NAV-025] after logout the browser goes to the site root with logout=true', async () => {
    const { actor, emitted, settled } = start(input({ noRedirectRemembered: true }));
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(navigations(emitted)).toEqual([{ type: 'navigate', url: '/?logout=true', target: 'self' }]);
  });

  it('[NAV-024] [NAV-025] with the configuration panel present, logout goes to the preview frame page with logout=true', async () => {
    const { actor, emitted, settled } = start(input({ location: { ...SITE, pathname: '/config/' }, previewUrl: '/shop?page=2#top' }));
    actor.send({ type: 'PREVIEW_CHANGE', url: '/gallery?tag=sea' });
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(navigations(emitted)).toEqual([{ type: 'navigate', url: '/gallery?tag=sea&logout=true', target: 'self' }]);
    expect(logoutTarget('/shop?page=2#top')).toBe('/shop?page=2&logout=true#top');
    expect(logoutTarget(null)).toBe('/?logout=true');
  });

  it('[NAV-026] a crumb failure stores the new crumb and retries once', async () => {
    const { actor, emitted, calls, settled } = start(input({ noRedirectRemembered: true }), [{ outcome: 'crumbFail', crumb: 'c2' }, { outcome: 'ok' }]);
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(calls).toEqual([1, 2]);
    expect(emitted).toContainEqual({ type: 'storeCrumb', crumb: 'c2' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('[NAV-026] only once: a second crumb failure ends the logout as failed, with nothing left half done', async () => {
    const { actor, emitted, calls, settled } = start(input({ noRedirectRemembered: true }), [
      { outcome: 'crumbFail', crumb: 'c2' },
      { outcome: 'crumbFail', crumb: 'c3' },
    ]);
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(calls).toEqual([1, 2]);
    expect(navigations(emitted)).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'logoutFailed', message: 'Unable to log out. Please try again.' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed call (network, server error) leaves the visitor signed in and may be tried again', async () => {
    const { actor, emitted, calls, settled } = start(input({ noRedirectRemembered: true }), []);
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(emitted.at(-1)?.type).toBe('logoutFailed');
    actor.send({ type: 'LOGOUT' });
    await settled();
    expect(calls).toEqual([1, 1]);
  });

  it('[NAV-019] a logout=true landing shows the information dialog with its title and text', () => {
    const { emitted } = start(anonymous({}), []);
    expect(emitted).toEqual([]);
    const landing = start({ ...anonymous(), location: { ...SITE, search: '?logout=true' } });
    expect(landing.emitted).toEqual([{ type: 'showLogoutNotice', title: 'Logout Successful', message: 'You have been successfully logged out.' }]);
    expect(start({ ...anonymous(), location: { ...SITE, search: '?logout=false' } }).emitted).toEqual([]);
  });

  it('connect: the logout button is for a signed-in account and says when it is busy', () => {
    const owner = start(input({ noRedirectRemembered: true }));
    const api = () => connectSession(owner.actor.getSnapshot(), owner.actor.send, keepProps);
    expect(api().getLogoutTriggerProps()).toMatchObject({ hidden: false, 'aria-disabled': undefined });
    api().getLogoutTriggerProps().onClick();
    expect(api().getLogoutTriggerProps()['aria-disabled']).toBe('true');
    expect(api().state).toBe('loggingOut');
    const visitor = start(anonymous());
    expect(connectSession(visitor.actor.getSnapshot(), visitor.actor.send, keepProps).getLogoutTriggerProps().hidden).toBe(true);
    expect(connectSession(visitor.actor.getSnapshot(), visitor.actor.send, keepProps).redirectDecision).toBe('not-owner');
  });
});

describe('configuration area and account paths', () => {
  it('[NAV-001] /config/ opens the configuration area with frameUrl holding the current path and query', () => {
    expect(configUrl('/shop', '?page=2')).toBe('/config/?frameUrl=%2Fshop%3Fpage%3D2');
    expect(configUrl('/', '')).toBe('/config/?frameUrl=%2F');
    expect(frameUrlOf('?frameUrl=%2Fshop%3Fpage%3D2')).toBe('/shop?page=2');
    expect(frameUrlOf('')).toBe('/');
  });

  it('[NAV-027] a path starting with /config marks the admin (config) area', () => {
    expect(isConfigArea('/config')).toBe(true);
    expect(isConfigArea('/config/pages')).toBe(true);
    expect(isConfigArea('/shop/config')).toBe(false);
  });

  it('[NAV-028] the trial-upgrade account-settings path is /settings/billing/upgrade', () => {
    expect(TRIAL_UPGRADE_PATH).toBe('/settings/billing/upgrade');
  });

  it('[NAV-029] the website-plan-upgrade account-settings path is /settings/billing/subscriptions/website', () => {
    expect(WEBSITE_PLAN_UPGRADE_PATH).toBe('/settings/billing/subscriptions/website');
  });
});

describe('page context and logout answer decoding', () => {
  it('decodes a page context, missing fields anonymous', () => {
    expect(decodePageContext('{"loggedIn":true,"websiteRoles":[10]}')).toEqual({ ok: true, data: { ...ANONYMOUS_PAGE, loggedIn: true, websiteRoles: [10] } });
    expect(decodePageContext(null)).toEqual({ ok: true, data: ANONYMOUS_PAGE });
    expect(decodePageContext('')).toEqual({ ok: true, data: ANONYMOUS_PAGE });
  });

  it.each([
    ['text that is not JSON', '{"loggedIn": tru'],
    ['a string where a flag belongs', '{"loggedIn":"true","websiteSettings":true}'],
    ['roles that are not numbers', '{"loggedIn":true,"websiteRoles":["admin"]}'],
    ['an array', '[true]'],
    ['null', 'null'],
  ])('[NAV-011] bad page context (%s) gives an anonymous visitor and the warning, never owner rights', (_, json) => {
    const decoded = decodePageContext(json);
    expect(decoded).toMatchObject({ ok: false, fallback: ANONYMOUS_PAGE, error: 'Error decoding page context.' });
  });

  it('[NAV-026] reads the logout answer: success, crumb failure with or without a crumb, failures', () => {
    expect(decodeLogoutAnswer(200, { ok: true })).toEqual({ ok: true, data: { outcome: 'ok' } });
    expect(decodeLogoutAnswer(204, undefined)).toEqual({ ok: true, data: { outcome: 'ok' } });
    expect(decodeLogoutAnswer(401, { crumbFail: true, crumb: 'x' })).toEqual({ ok: true, data: { outcome: 'crumbFail', crumb: 'x' } });
    expect(decodeLogoutAnswer(401, { crumbFail: true })).toEqual({ ok: true, data: { outcome: 'crumbFail', crumb: null } });
    expect(decodeLogoutAnswer(200, { error: 'Session gone' })).toEqual({ ok: true, data: { outcome: 'failed', message: 'Session gone' } });
    expect(decodeLogoutAnswer(500, {})).toEqual({ ok: true, data: { outcome: 'failed', message: 'HTTP 500' } });
    expect(decodeLogoutAnswer(200, { crumbFail: 'yes' })).toMatchObject({ ok: false });
    expect(decodeLogoutAnswer(200, 'not an object')).toMatchObject({ ok: false });
  });
});
