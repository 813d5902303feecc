import { keepProps } from '../machines/shared/normalize.ts';
import { createActor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readSiteContext } from '../adapters/browser/site-context.ts';
import { startVisitorTracking } from '../adapters/browser/visitor-tracking.ts';
import { connectSession, decodeSiteContext, sessionMachine, type PageContext } from '../machines/index.ts';
import {
  AUDIENCES,
  CONFIG_PERMISSION_GROUP,
  CONTRIBUTOR_ROLE,
  GROUP_RIGHTS,
  OWNER_FEATURES,
  TOP_LEVEL_PERMISSION,
  VISITOR_FEATURES,
} from '../machines/permissions/constants.ts';
import {
  audienceOf,
  holdsOnlyViewerRole,
  configAreaEntry,
  mayReceiveAdminBroadcast,
  mayUse,
  rightsOf,
  showsPreviewOnlyAlert,
  signedInModules,
  tracksMousePosition,
  usesConfigArea,
  whoIsTracked,
  roleNames,
  trackingExempt,
} from '../machines/permissions/logic.ts';
import { VIEWER_ROLE } from '../machines/session/constants.ts';
import { ANONYMOUS_PAGE, ownerRedirectDecision } from '../machines/session/logic.ts';
import { pageContextOf } from '../machines/site-context/logic.ts';

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

  it('[PERM-004] owners and contributors use the editor and configuration area; the owner redirect (NAV-011) sends only the holder of the website settings there', () => {
    const contributor = decodeSiteContext({ authenticatedAccount: { id: 'acct-2' }, websiteRoles: [CONTRIBUTOR_ROLE.byName.editor] }).data;
    expect(usesConfigArea(contributor)).toBe(true);
    expect(usesConfigArea({ loggedIn: false })).toBe(false);
    // Reading (README): a contributor without website settings may open /config, but is not sent there.
    const redirect = (page: PageContext) => ownerRedirectDecision({ page, location, inFrame: false, noRedirectRemembered: false });
    expect(configAreaEntry({ loggedIn: true, websiteRoles: [4] })).toBe('not-owner');
    expect(redirect({ ...ANONYMOUS_PAGE, loggedIn: true, websiteRoles: [4] })).toBe('not-owner');
    expect(redirect({ ...owner, websiteRoles: [4] })).toBe('redirect');
    expect(redirect({ ...owner, websiteRoles: [4, 10] })).toBe('redirect');
    expect(redirect({ ...owner, websiteRoles: [10] })).toBe('viewer-only');
    // Inside the configuration area, where contributors work, nobody signed in is tracked [TRK-006].
    expect(whoIsTracked({ account: { loggedIn: true, websiteRoles: [4] }, pathname: '/config/pages', consent: true }).track).toBe(false);
  });

  it('[PERM-005] a signed-in user additionally loads the announcement bar, overlay manager and popup overlay modules; a visitor none', () => {
    expect(signedInModules({ loggedIn: true })).toEqual(['announcementBar', 'overlayManager', 'popupOverlay']);
    expect(signedInModules({ loggedIn: false })).toEqual([]);
    // Read from the site context, whatever the role: a viewer is signed in too.
    expect(signedInModules(decodeSiteContext({ authenticatedAccount: { id: 'a' }, websiteRoles: [10] }).data)).toHaveLength(3);
    expect(signedInModules(decodeSiteContext({}).data)).toEqual([]);
  });

  it('[PERM-006] only a signed-in account holder gets mouse-position tracking (even one not tracked otherwise)', () => {
    expect(tracksMousePosition({ loggedIn: true })).toBe(true);
    expect(tracksMousePosition({ loggedIn: false })).toBe(false);
    expect(whoIsTracked({ account: { loggedIn: true, websiteRoles: [4] }, pathname: '/', consent: true }).track).toBe(false);
  });

  it('the reservation block shows its preview-only alert to a user logged in to the builder (002 §6)', () => {
    expect(showsPreviewOnlyAlert({ loggedIn: true })).toBe(true);
    expect(showsPreviewOnlyAlert({ loggedIn: false })).toBe(false);
  });

  it('[PERM-007] logout works only when signed in: the session machine and its logout control follow the rule', () => {
    expect(OWNER_FEATURES).toContain('logout');
    expect(mayUse('visitor', 'logout')).toBe(false);
    const visitor = session(ANONYMOUS_PAGE);
    visitor.send({ type: 'LOGOUT' });
    visitor.send({ type: 'ESCAPE', shiftKey: true });
    expect(visitor.getSnapshot().value).toBe('idle');
    expect(connectSession(visitor.getSnapshot(), visitor.send, keepProps).getLogoutTriggerProps().hidden).toBe(true);
    const account = session({ ...ANONYMOUS_PAGE, loggedIn: true });
    expect(connectSession(account.getSnapshot(), account.send, keepProps).getLogoutTriggerProps().hidden).toBe(false);
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

  it('[PERM-010] the settings group (12) grants general, locale, domain, billing and sessions rights', () => {
    expect(rightsOf([CONFIG_PERMISSION_GROUP.byName.settings])).toEqual(['settings.general', 'settings.locale', 'settings.domain', 'settings.billing', 'settings.sessions']);
    expect(rightsOf([CONFIG_PERMISSION_GROUP.byName.contentManager])).toEqual([]);
  });

  it('[PERM-011] commerce rights cover orders, store settings, shipping, coupons, taxes, inventory, discounts, payments, POS and product reviews', () => {
    expect(GROUP_RIGHTS.commerce).toEqual(['orders', 'storeSettings', 'shipping', 'coupons', 'taxes', 'inventory', 'discounts', 'payments', 'pos', 'productReviews']);
  });

  it('[PERM-012] the newsletter group (15) grants read and write of subscribers, groups, messages and settings', () => {
    const granted = rightsOf([CONFIG_PERMISSION_GROUP.byName.newsletter]);
    for (const subject of ['subscribers', 'groups', 'messages', 'settings']) {
      expect(granted).toContain(`newsletter.${subject}Read`);
      expect(granted).toContain(`newsletter.${subject}Write`);
    }
    expect(granted).toHaveLength(8);
    expect(rightsOf([CONFIG_PERMISSION_GROUP.byName.settings]).some((right) => right.startsWith('newsletter.'))).toBe(false);
  });

  it('[PERM-013] rights outside the groups: changing structure, trusted commenter, domains add and remove, marketing, scheduling', () => {
    expect(GROUP_RIGHTS.other).toEqual(['changeStructure', 'trustedCommenter', 'domainsAdd', 'domainsRemove', 'marketing', 'scheduling']);
  });

  it('[PERM-014] the admin permission (2) grants the internal staff rights, and only it opens the admin broadcast', () => {
    expect(rightsOf([TOP_LEVEL_PERMISSION.byName.admin])).toEqual(['admin.billing', 'admin.customerData', 'admin.loginAs', 'admin.suspend', 'admin.siteRemoval']);
    expect(rightsOf([TOP_LEVEL_PERMISSION.byName.config, 11, 12, 13, 14, 15]).some((right) => right.startsWith('admin.'))).toBe(false);
    expect(mayReceiveAdminBroadcast([TOP_LEVEL_PERMISSION.byName.config, CONFIG_PERMISSION_GROUP.byName.settings])).toBe(false);
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

describe('who is tracked: one decision every tracking adapter asks', () => {
  // The rule written out directly from the spec's sentences, to hold the module to.
  const direct = (loggedIn: boolean, roles: number[], pathname: string, consent: boolean) => {
    const viewerOnly = roles.length > 0 && roles.every((role) => role === 10);
    const track = consent && (!loggedIn || (viewerOnly && !pathname.startsWith('/config')));
    return { track, pageView: track && pathname !== '/search' && !pathname.startsWith('/search/') };
  };

  it('[TRK-005] [TRK-006] [TRK-004] [PERM-015] agrees with the direct formula over random role lists, paths and consent', () => {
    const role = fc.constantFrom(...CONTRIBUTOR_ROLE.codes);
    const path = fc.oneof(
      fc.constantFrom('/', '/config', '/config/', '/config/pages', '/configure', '/search', '/search/x', '/searching', '/blog/config', '/shop'),
      fc.webPath(),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.oneof(role, fc.constant(10)), { maxLength: 4 }), path, fc.boolean(), fc.array(fc.constantFrom(0, 1, 2, 12), { maxLength: 3 }), (loggedIn, roles, pathname, consent, permissions) => {
        const verdict = whoIsTracked({ account: { loggedIn, websiteRoles: roles, permissions }, pathname, consent });
        expect({ track: verdict.track, pageView: verdict.pageView }).toEqual(direct(loggedIn, roles, pathname, consent));
        expect(trackingExempt({ loggedIn, websiteRoles: roles }, pathname)).toBe(!direct(loggedIn, roles, pathname, true).track);
      }),
      { numRuns: 500 },
    );
  });

  it('[COOK-039] without consent nothing is tracked, and the reason says which rule decided', () => {
    expect(whoIsTracked({ account: { loggedIn: false, websiteRoles: [] }, pathname: '/', consent: false }).reason).toBe('no-consent');
    expect(whoIsTracked({ account: { loggedIn: true, websiteRoles: [4] }, pathname: '/', consent: true }).reason).toBe('signed-in');
    expect(whoIsTracked({ account: { loggedIn: true, websiteRoles: [10] }, pathname: '/config', consent: true }).reason).toBe('config-area');
    expect(whoIsTracked({ account: { loggedIn: true, websiteRoles: [10] }, pathname: '/search', consent: true })).toEqual({ track: true, pageView: false, reason: 'tracked' });
  });
});
