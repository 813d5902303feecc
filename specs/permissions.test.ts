import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { readSiteContext } from '../adapters/browser/site-context.ts';
import { startVisitorTracking } from '../adapters/browser/visitor-tracking.ts';
import {
  ANONYMOUS_PAGE,
  AUDIENCES,
  audienceOf,
  CONFIG_PERMISSION_GROUP,
  connectSession,
  CONTRIBUTOR_ROLE,
  decodeSiteContext,
  GROUP_RIGHTS,
  holdsOnlyViewerRole,
  mayReceiveAdminBroadcast,
  mayUse,
  OWNER_FEATURES,
  ownerRedirectDecision,
  pageContextOf,
  roleNames,
  sessionMachine,
  TOP_LEVEL_PERMISSION,
  trackingExempt,
  VIEWER_ROLE,
  VISITOR_FEATURES,
  type PageContext,
} from '../machines/index.ts';

const pairs = (table: { byName: Readonly<Record<string, number>> }) => Object.entries(table.byName).map(([name, code]) => `${code} ${name}`);
const owner: PageContext = { ...ANONYMOUS_PAGE, loggedIn: true, websiteSettings: true };
const location = { hostname: 'www.example.com', pathname: '/shop', search: '' };

function session(page: PageContext) {
  const actor = createActor(sessionMachine, { input: { page, location, inFrame: false, noRedirectRemembered: false } }).start();
  actor.send({ type: 'LOADED' });
  return actor;
}

describe('audiences (000 §1, §6; 001 §1, §6; 002 §1)', () => {
  it('[PERM-001] two audiences: the signed-in account holder (owner) and the anonymous visitor', () => {
    expect(AUDIENCES).toEqual(['owner', 'visitor']);
    expect(audienceOf({ loggedIn: true })).toBe('owner');
    expect(audienceOf({ loggedIn: false })).toBe('visitor');
  });

  it('[PERM-002] owners edit the site, see the editing frame and are sent to the configuration area', () => {
    for (const feature of ['editor', 'editingFrame', 'configArea'] as const) {
      expect(mayUse('owner', feature)).toBe(true);
      expect(mayUse('visitor', feature)).toBe(false);
    }
    expect(ownerRedirectDecision({ page: owner, location, inFrame: false, noRedirectRemembered: false })).toBe('redirect');
    expect(ownerRedirectDecision({ page: ANONYMOUS_PAGE, location, inFrame: false, noRedirectRemembered: false })).toBe('not-owner');
  });

  it('[PERM-003] visitors browse, submit forms, subscribe, follow, and buy products, subscriptions, gift cards and donations', () => {
    expect(VISITOR_FEATURES).toEqual(['browse', 'submitForms', 'subscribeToNewsletters', 'followSocialAccount', 'buyProducts', 'buySubscriptions', 'buyGiftCards', 'donate']);
    for (const feature of VISITOR_FEATURES) {
      expect(mayUse('visitor', feature)).toBe(true);
      expect(mayUse('owner', feature)).toBe(true);
    }
  });

  it('[PERM-004] contributors (signed-in accounts with any role) use the editor and the configuration area too', () => {
    const contributor = decodeSiteContext({ authenticatedAccount: { id: 'acct-2' }, websiteRoles: [CONTRIBUTOR_ROLE.byName.editor] }).data;
    expect(audienceOf(contributor)).toBe('owner');
    expect(mayUse(audienceOf(contributor), 'editor')).toBe(true);
    expect(mayUse(audienceOf(contributor), 'configArea')).toBe(true);
  });

  it('[PERM-005] a signed-in user additionally loads the announcement bar, overlay manager and popup overlay modules', () => {
    for (const feature of ['announcementBar', 'overlayManager', 'popupOverlayModules'] as const) {
      expect([mayUse('owner', feature), mayUse('visitor', feature)]).toEqual([true, false]);
    }
  });

  it('[PERM-006] only a signed-in account holder gets mouse-position tracking', () => {
    expect([mayUse('owner', 'mousePositionTracking'), mayUse('visitor', 'mousePositionTracking')]).toEqual([true, false]);
  });

  it('[PERM-007] logout works only when signed in: the session machine and its logout control follow the rule', () => {
    expect(OWNER_FEATURES).toContain('logout');
    expect(mayUse('visitor', 'logout')).toBe(false);
    const visitor = session(ANONYMOUS_PAGE);
    visitor.send({ type: 'LOGOUT' });
    visitor.send({ type: 'ESCAPE', shiftKey: true });
    expect(visitor.getSnapshot().value).toBe('idle');
    expect(connectSession(visitor.getSnapshot(), visitor.send).getLogoutTriggerProps().hidden).toBe(true);
    const account = session({ ...ANONYMOUS_PAGE, loggedIn: true });
    expect(connectSession(account.getSnapshot(), account.send).getLogoutTriggerProps().hidden).toBe(false);
    account.send({ type: 'LOGOUT' });
    expect(account.getSnapshot().value).toBe('loggingOut');
  });
});

describe('permission and role tables (002 §6)', () => {
  it('[PERM-008] top-level permissions: authenticated without site permissions 0, config 1, admin 2', () => {
    expect(pairs(TOP_LEVEL_PERMISSION)).toEqual(['0 authenticatedWithoutSitePermissions', '1 config', '2 admin']);
  });

  it('[PERM-009] config permission groups: content manager 11, settings 12, activity 13, commerce 14, newsletter 15', () => {
    expect(pairs(CONFIG_PERMISSION_GROUP)).toEqual(['11 contentManager', '12 settings', '13 activity', '14 commerce', '15 newsletter']);
  });

  it('[PERM-010] settings rights cover general, locale, domain, billing and sessions', () => {
    expect(GROUP_RIGHTS.settings).toEqual(['general', 'locale', 'domain', 'billing', 'sessions']);
  });

  it('[PERM-011] commerce rights cover orders, store settings, shipping, coupons, taxes, inventory, discounts, payments, POS and product reviews', () => {
    expect(GROUP_RIGHTS.commerce).toEqual(['orders', 'storeSettings', 'shipping', 'coupons', 'taxes', 'inventory', 'discounts', 'payments', 'pos', 'productReviews']);
  });

  it('[PERM-012] newsletter rights: read and write for subscribers, groups, messages and settings', () => {
    expect(GROUP_RIGHTS.newsletter).toEqual(['subscribersRead', 'subscribersWrite', 'groupsRead', 'groupsWrite', 'messagesRead', 'messagesWrite', 'settingsRead', 'settingsWrite']);
  });

  it('[PERM-013] rights outside the groups: changing structure, trusted commenter, domains add and remove, marketing, scheduling', () => {
    expect(GROUP_RIGHTS.other).toEqual(['changeStructure', 'trustedCommenter', 'domainsAdd', 'domainsRemove', 'marketing', 'scheduling']);
  });

  it('[PERM-014] admin (internal staff) rights: billing, customer data, login-as, suspend, site removal', () => {
    expect(GROUP_RIGHTS.admin).toEqual(['billing', 'customerData', 'loginAs', 'suspend', 'siteRemoval']);
    expect(Object.isFrozen(GROUP_RIGHTS) && Object.values(GROUP_RIGHTS).every(Object.isFrozen)).toBe(true);
  });

  it('[PERM-015] contributor roles, which the session reads (viewer 10)', () => {
    expect(pairs(CONTRIBUTOR_ROLE)).toEqual([
      '1 admin', '2 billing', '3 reporting', '4 editor', '6 moderator', '7 commenter', '8 storeManager', '9 scheduling', '10 viewer',
      '11 campaignsEditor', '12 schedulingViewer', '13 schedulingEditor', '14 none', '15 websiteManager',
    ]);
    expect(VIEWER_ROLE).toBe(10);
    expect(CONTRIBUTOR_ROLE.decode(5)).toMatchObject({ ok: false });
    expect(roleNames([10, 4, 99])).toEqual(['viewer', 'editor']);
  });

  it('[PERM-016] the admin-level event broadcast is only for a user holding the admin permission', () => {
    expect(mayReceiveAdminBroadcast([TOP_LEVEL_PERMISSION.byName.admin])).toBe(true);
    expect(mayReceiveAdminBroadcast([1, 11, 12, 13, 14, 15])).toBe(false);
    expect(mayReceiveAdminBroadcast([])).toBe(false);
    // Read from the site context; an admin role on the website is not the admin permission.
    expect(mayReceiveAdminBroadcast(decodeSiteContext({ permissions: [1, 2] }).data.permissions)).toBe(true);
    expect(mayReceiveAdminBroadcast(decodeSiteContext({ websiteRoles: [1] }).data.permissions)).toBe(false);
  });
});

describe('the rules the session and tracking call', () => {
  it('[NAV-014] [PERM-015] holding only the viewer role stops the owner redirect; any other role beside it does not', () => {
    expect(holdsOnlyViewerRole([10])).toBe(true);
    expect(holdsOnlyViewerRole([10, 10])).toBe(true);
    expect(holdsOnlyViewerRole([10, 4])).toBe(false);
    expect(holdsOnlyViewerRole([])).toBe(false);
    expect(ownerRedirectDecision({ page: { ...owner, websiteRoles: [10] }, location, inFrame: false, noRedirectRemembered: false })).toBe('viewer-only');
  });

  it('[TRK-005] tracking is skipped for a signed-in account unless its only role is viewer', () => {
    expect(trackingExempt({ loggedIn: false, websiteRoles: [] }, '/shop')).toBe(false);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [] }, '/shop')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [4] }, '/shop')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10, 4] }, '/shop')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10] }, '/shop')).toBe(false);
  });

  it('[TRK-006] a viewer-only account is tracked only outside the config area', () => {
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10] }, '/config')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10] }, '/config/pages')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10] }, '/configure-your-bike')).toBe(true);
    expect(trackingExempt({ loggedIn: true, websiteRoles: [10] }, '/blog/config')).toBe(false);
  });

  it('[TRK-005] [TRK-006] startVisitorTracking reads the page\'s site context: a signed-in editor starts nothing; a viewer-only account goes on', () => {
    const page = (context: object, pathname = '/shop') =>
      ({ document: { getElementById: () => ({ textContent: JSON.stringify(context) }) }, location: { hostname: 'www.example.com', pathname } }) as unknown as Window;
    const site = { websiteId: 'w', templateId: 't', websiteLocale: 'en-US' };
    // Exempt: it returns before touching the visitor cookies (which need a browser's document).
    expect(() => startVisitorTracking(site, page({ authenticatedAccount: { id: 'acct-1' }, websiteRoles: [4] }))()).not.toThrow();
    expect(() => startVisitorTracking(site, page({ authenticatedAccount: { id: 'acct-1' }, websiteRoles: [10] }, '/config/pages'))()).not.toThrow();
    // Tracked: it goes on to the visitor cookies, which this browserless test cannot give it.
    expect(() => startVisitorTracking(site, page({ authenticatedAccount: { id: 'acct-1' }, websiteRoles: [10] }))).toThrow(/is not defined/);
  });

  it('a site context whose account fields are refused is anonymous for the rules (never owner rights), with a warning', () => {
    const warn = vi.fn();
    const decoding = decodeSiteContext('{"loggedIn":true,"websiteSettings":true,"websiteRoles":[10,99]}');
    expect(decoding.refused).toEqual(['websiteRoles']);
    expect(decoding.warnings[0]).toMatch(/^websiteRoles\.1: 99 is not a contributor role/);
    const win = { document: { getElementById: () => ({ textContent: '{"loggedIn":true,"websiteRoles":[10,99]}' }) }, location: { hostname: 'x', pathname: '/' } } as unknown as Window;
    const read = readSiteContext(win, warn);
    expect(pageContextOf(read)).toEqual(ANONYMOUS_PAGE);
    expect(warn).toHaveBeenCalledWith('Site context: some values could not be read; their defaults are used.', read.warnings);
  });
});
