import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePageContext, decodeSiteContext } from '../machines/index.ts';
import { popupOverlaySettingsOf } from '../machines/popup-overlay/codec.ts';
import { cookieBannerSettingsOf } from '../machines/cookie-banner/codec.ts';
import { trackingAllowed } from '../machines/cookie-banner/logic.ts';
import { SLICE_TYPE } from '../machines/enums/constants.ts';
import { popupAllowedOnPage } from '../machines/popup-overlay/logic.ts';
import { ANONYMOUS_PAGE } from '../machines/session/logic.ts';
import { DEFAULT_SITE_CONTEXT } from '../machines/site-context/codec.ts';
import { COLLECTION_VIEWS, EDITOR_DEVICE_VIEWS, NAMED_PAGE_TYPES, NAMED_SURFACES } from '../machines/site-context/constants.ts';
import { detectEnvironment } from '../machines/site-context/environment.ts';
import { pageContextOf, pageTypeCode, siteIdentityOf, siteKind } from '../machines/site-context/logic.ts';

const FULL = {
  websiteId: 'site-1',
  identifier: 'harbour-cafe',
  templateId: 'tmpl-9',
  templateVersion: '7.1',
  websiteType: 2,
  siteStatus: 13,
  developerMode: false,
  authenticatedAccount: { id: 'acct-1' },
  websiteSettings: true,
  websiteRoles: [10],
  permissions: [1, 11],
  cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true, cookieBannerTheme: 'LIGHT' },
  cloneable: true,
  collection: { id: 'col-1', type: 13, view: 'grid', fullUrl: '/shop' },
  item: { id: 'item-1', recordType: 11, status: 1 },
  storeCurrency: 'eur',
  pageType: 50,
  useEscapeKeyToLogin: true,
  editor: true,
  editorDeviceView: 'phone',
  websiteLocale: 'en-gb',
  tweaks: { 'gallery-design': 'grid', 'product-gallery-auto-crop': true, 'site-width': 1200 },
};

describe('the site context (001 §3; 002 §3)', () => {
  it('[CONST-005] holds website id, template id and version, account id, website roles, cookie settings, cloneable flag, collection, item and store currency', () => {
    const { ok, data, warnings } = decodeSiteContext(JSON.stringify(FULL), { hostname: 'harbour-cafe.example.com' });
    expect(ok).toBe(true);
    expect(warnings).toEqual([]);
    expect(data).toMatchObject({
      websiteId: 'site-1',
      templateId: 'tmpl-9',
      templateVersion: '7.1',
      authenticatedAccountId: 'acct-1',
      loggedIn: true,
      websiteRoles: [10],
      permissions: [1, 11],
      cookieSettings: FULL.cookieSettings,
      cloneable: true,
      collection: { id: 'col-1', type: 'products', view: 'grid', fullUrl: '/shop' },
      item: { id: 'item-1', recordType: 'storeItem', status: 'published' },
      storeCurrency: 'EUR',
      websiteLocale: 'en-GB',
    });
  });

  it('[CONST-005] the store currency defaults to USD', () => {
    expect(decodeSiteContext('{}').data.storeCurrency).toBe('USD');
    expect(DEFAULT_SITE_CONTEXT.storeCurrency).toBe('USD');
    const wrong = decodeSiteContext({ storeCurrency: 'dollars' });
    expect(wrong.data.storeCurrency).toBe('USD');
    expect(wrong.warnings).toEqual(['storeCurrency: "dollars" is not a currency code (three letters, e.g. USD)']);
  });

  it('[CONST-004] reads website type (cover page, parking page), site status (resold, resold grace period), developerMode, authenticatedAccount, identifier and tweaks', () => {
    const { data } = decodeSiteContext(FULL);
    expect(data).toMatchObject({ websiteType: 'coverPage', siteStatus: 'resold', developerMode: false, authenticatedAccountId: 'acct-1', identifier: 'harbour-cafe' });
    expect(data.tweaks).toEqual(FULL.tweaks);
    expect(siteKind(data)).toEqual({ coverPage: true, parkingPage: false, resold: true });
    expect(siteKind(decodeSiteContext({ websiteType: 'parkingPage', siteStatus: 'resoldGracePeriod' }).data)).toEqual({ coverPage: false, parkingPage: true, resold: true });
    expect(siteKind(decodeSiteContext({ websiteType: 1, siteStatus: 8 }).data)).toEqual({ coverPage: false, parkingPage: false, resold: false });
    expect(decodeSiteContext({ developerMode: true }).data.developerMode).toBe(true);
  });

  it('[CONST-004] the session, tracking, popup and cookie banner read their parts from the one context', () => {
    const decoding = decodeSiteContext(FULL);
    expect(pageContextOf(decoding)).toEqual({ loggedIn: true, websiteSettings: true, developerMode: false, cloneable: true, websiteRoles: [10], useEscapeKeyToLogin: true, editor: true });
    expect(siteIdentityOf(decoding.data)).toEqual({ websiteId: 'site-1', templateId: 'tmpl-9', websiteLocale: 'en-GB', itemId: 'item-1', collectionId: 'col-1' });
    expect(siteIdentityOf(decodeSiteContext({}).data)).toBeNull();
    const popup = popupOverlaySettingsOf({ style: 2 });
    expect(pageTypeCode(decoding.data)).toBe(50);
    expect(popupAllowedOnPage({ settings: popup, pageType: pageTypeCode(decodeSiteContext({ pageType: 'lockScreen' }).data) ?? 0, mobile: false, screenshot: false })).toBe(false);
    const banner = cookieBannerSettingsOf(decoding.data.cookieSettings);
    expect(banner).toMatchObject({ enabled: true, restrictivePolicy: true, theme: 'LIGHT' });
    expect(trackingAllowed(banner, undefined)).toBe(false);
    // The page context the session decodes is the same codec's.
    expect(decodePageContext(JSON.stringify(FULL))).toEqual({ ok: true, data: pageContextOf(decoding) });
  });

  it('[CONST-011] the named surfaces are cover page, lock screen and popup overlay (the slice types)', () => {
    expect(NAMED_SURFACES).toEqual(['coverPage', 'lockScreen', 'popupOverlay']);
    expect(NAMED_SURFACES).toEqual(SLICE_TYPE.names);
  });

  it('[CONST-012] page types also include checkout and style, read by name', () => {
    expect(NAMED_PAGE_TYPES).toEqual(['checkout', 'style']);
    expect(decodeSiteContext({ pageType: 'style' }).data.pageType).toBe('style');
    expect(decodeSiteContext({ pageType: 'checkout' }).data.pageType).toBe('checkout');
    expect(pageTypeCode({ pageType: 'checkout' })).toBe(201);
    expect(pageTypeCode({ pageType: 'style' })).toBeNull();
    expect(decodeSiteContext({ pageType: '103' }).data.pageType).toBe('lockScreen');
  });

  it('[CONST-013] collection views are list, grid and product', () => {
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    const wrong = decodeSiteContext({ collection: { id: 'c', view: 'masonry' } });
    expect(wrong.data.collection).toEqual({ id: 'c', type: null, view: null, fullUrl: null });
    expect(wrong.warnings).toEqual(['collection.view: "masonry" is not a collection view (list, grid, product)']);
  });

  it('[CONST-014] editor device views are desktop, phone and tablet', () => {
    expect(EDITOR_DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(decodeSiteContext({ editorDeviceView: 'tablet' }).data.editorDeviceView).toBe('tablet');
    expect(decodeSiteContext({ editorDeviceView: 'watch' }).warnings).toEqual(['editorDeviceView: "watch" is not an editor device view (desktop, phone, tablet)']);
  });
});

describe('environment detection by host pattern (002 §9)', () => {
  it('[CONST-033] tells internal, stage, qa with its number and dev apart; anything else is production', () => {
    const cases: [string, ReturnType<typeof detectEnvironment>][] = [
      ['www.internal.example.com', { name: 'internal' }],
      ['site-internal.example.com', { name: 'internal' }],
      ['stage.example.com', { name: 'stage' }],
      ['site.staging.example.com', { name: 'stage' }],
      ['qa3.example.com', { name: 'qa', number: 3 }],
      ['site.qa12.example.com:8443', { name: 'qa', number: 12 }],
      ['dev.example.com', { name: 'dev' }],
      ['localhost', { name: 'dev' }],
      ['LOCALHOST:4173', { name: 'dev' }],
      ['127.0.0.1', { name: 'dev' }],
      ['[::1]:4173', { name: 'dev' }],
      ['shop.local', { name: 'dev' }],
      ['www.example.com', { name: 'production' }],
      ['developer.example.com', { name: 'production' }],
      ['qa.example.com', { name: 'production' }],
      ['', { name: 'production' }],
    ];
    for (const [host, environment] of cases) expect(detectEnvironment(host), host).toEqual(environment);
  });

  it('[CONST-033] the site context carries the environment of the host it was read on', () => {
    expect(decodeSiteContext('{}', { hostname: 'qa7.example.com' }).data.environment).toEqual({ name: 'qa', number: 7 });
    expect(decodeSiteContext(null, { hostname: 'localhost' }).data.environment).toEqual({ name: 'dev' });
    expect(decodeSiteContext('{}').data.environment).toEqual({ name: 'production' });
  });
});

describe('bad site context: defaults and a warning, never a crash', () => {
  it.each([
    ['no context at all', undefined],
    ['an empty text', ''],
    ['null', null],
  ])('%s is the default context, with no warning', (_, raw) => {
    expect(decodeSiteContext(raw)).toEqual({ ok: true, data: DEFAULT_SITE_CONTEXT, warnings: [], refused: [] });
  });

  it.each([
    ['text that is not JSON', '{"websiteId": "a'],
    ['JSON null', 'null'],
    ['an array', '[1, 2]'],
    ['a number', 42],
  ])('%s gives the defaults and one warning', (_, raw) => {
    const decoding = decodeSiteContext(raw);
    expect(decoding.data).toEqual(DEFAULT_SITE_CONTEXT);
    expect(decoding.refused).toEqual(['(root)']);
    expect(decoding.warnings).toHaveLength(1);
  });

  it('each wrong-typed field takes its default and names itself in a warning; the other fields are kept', () => {
    const decoding = decodeSiteContext({
      websiteId: 12345,
      templateId: '',
      templateVersion: '6',
      websiteType: 'castle',
      siteStatus: 99,
      loggedIn: 'yes',
      websiteRoles: 'viewer',
      permissions: [-1],
      cookieSettings: 'on',
      collection: { type: 13 },
      item: 'x',
      pageType: 999,
      tweaks: { good: 'a', bad: { nested: true } },
      websiteLocale: 'not a locale!!',
      identifier: 'kept',
    });
    expect(decoding.data).toMatchObject({
      websiteId: '12345',
      templateId: null,
      templateVersion: null,
      websiteType: 'classic',
      siteStatus: null,
      loggedIn: false,
      websiteRoles: [],
      permissions: [],
      cookieSettings: null,
      collection: null,
      item: null,
      pageType: null,
      tweaks: { good: 'a' },
      websiteLocale: null,
      identifier: 'kept',
    });
    expect(decoding.refused).toEqual([
      'templateId', 'templateVersion', 'websiteType', 'siteStatus', 'loggedIn', 'websiteRoles', 'permissions', 'cookieSettings', 'collection', 'item', 'pageType', 'websiteLocale',
    ]);
    expect(decoding.warnings).toEqual([
      'templateId: "" is not an id or name (non-empty text or a number)',
      expect.stringMatching(/^templateVersion: "6" is not a site version \(known: /),
      expect.stringMatching(/^websiteType: "castle" is not a website type \(known: 1 classic, /),
      expect.stringMatching(/^siteStatus: 99 is not a site status/),
      'loggedIn: expected boolean',
      expect.stringMatching(/^websiteRoles: expected ReadonlyArray<contributor role>/),
      expect.stringMatching(/^permissions\.0: expected a permission code/),
      'cookieSettings: expected UnknownRecord',
      'collection.id: undefined is not an id or name (non-empty text or a number)',
      'item: expected UnknownRecord',
      expect.stringMatching(/^pageType: 999 is not a page type/),
      'websiteLocale: "not a locale!!" is not a locale',
      'tweaks.bad: not text, a number or a flag',
    ]);
    // The session reads no owner rights from a context whose account facts were refused.
    expect(pageContextOf(decoding)).toEqual(ANONYMOUS_PAGE);
  });

  it('a refused field outside the account facts leaves the visitor as the context says', () => {
    const decoding = decodeSiteContext({ loggedIn: true, storeCurrency: 5 });
    expect(pageContextOf(decoding)).toMatchObject({ loggedIn: true });
    expect(decodePageContext('{"loggedIn":true,"storeCurrency":5}')).toMatchObject({ ok: true, data: { loggedIn: true } });
  });

  it('never throws on any JSON value or text, and always gives a whole context', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string({ unit: 'binary' }), fc.record({ websiteRoles: fc.jsonValue(), collection: fc.jsonValue(), tweaks: fc.jsonValue(), pageType: fc.jsonValue() }, { requiredKeys: [] })), (raw) => {
        const decoding = decodeSiteContext(raw, { hostname: 'www.example.com' });
        expect(Object.keys(decoding.data).sort()).toEqual(Object.keys(DEFAULT_SITE_CONTEXT).sort());
        expect(decoding.warnings.length >= decoding.refused.length || decoding.refused.length === 0).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
