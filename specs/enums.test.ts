import { describe, expect, it } from 'vitest';
import { decodeFeatureId } from '../machines/index.ts';
import {
  BADGE_TYPE,
  BLOCK_TYPE,
  BLOCK_VARIANT,
  COLLECTION_TYPE,
  CONTENT_STATUS,
  EDITOR_BLOCK_TYPE,
  EVENT_TYPE,
  FEATURE_ID_RANGE,
  FORM_SETTINGS_TAB,
  ITEM_RECORD_TYPE,
  MEASUREMENT_UNIT,
  NAMED_FEATURES,
  OVERLAY_STYLE,
  PAGE_TYPE,
  POPUP_STYLE,
  PRODUCT_TYPE,
  SERVICE_ID,
  SITE_STATUS,
  SITE_VERSION,
  SLICE_TYPE,
  WEBSITE_TYPE,
} from '../machines/enums/constants.ts';
import { enumeration } from '../machines/enums/enumeration.ts';
import { badgeTypeOf, popupOverlaySettingsOf, popupStyleOf } from '../machines/popup-overlay/codec.ts';
import { LOCK_SCREEN, SPLASH_PAGE } from '../machines/popup-overlay/constants.ts';
import { popupAllowedOnPage, badgeShown } from '../machines/popup-overlay/logic.ts';
import { PAGE_VIEW_EVENT } from '../machines/tracking/constants.ts';
import { recordHitFields } from '../machines/tracking/logic.ts';

/** The table as `code name` pairs, in the spec's order. */
const pairs = (table: { byName: Readonly<Record<string, number>> }) => Object.entries(table.byName).map(([name, code]) => `${code} ${name}`);

describe('numbered tables of the spec (002 §2, §3)', () => {
  it('[ENUM-002] page-type codes', () => {
    expect(pairs(PAGE_TYPE)).toEqual([
      '1 mainContent', '2 page', '3 splashPage', '50 contentItem', '100 notFound', '101 error', '102 search', '103 lockScreen', '104 popupOverlay',
      '105 protectedContent', '106 memberAreaAccessDenied', '200 cart', '201 checkout', '202 orderConfirmed', '203 donate', '204 contributionConfirmed',
      '205 cartV2', '206 subscriptionConfirmed', '207 orderReceived', '208 membershipConfirmed', '209 reviewsRequest', '210 digitalProductComposerPreview',
      '211 orderStatus', '300 newsletterUnsubscribe', '301 commerceEmailPreview',
    ]);
  });

  it('[ENUM-002] the popup reads its page types from the table: never on a splash page (3) or lock screen (103)', () => {
    expect([SPLASH_PAGE, LOCK_SCREEN]).toEqual([PAGE_TYPE.byName.splashPage, PAGE_TYPE.byName.lockScreen]);
    const settings = popupOverlaySettingsOf({ style: 2 });
    const page = (pageType: number) => popupAllowedOnPage({ settings, pageType, mobile: false, screenshot: false });
    expect([page(3), page(103), page(2), page(50)]).toEqual([false, false, true, true]);
  });

  it('[ENUM-003] block types, the visitor-facing set', () => {
    expect(pairs(BLOCK_TYPE)).toEqual([
      '1 navigation', '2 html', '3 logo', '4 map', '5 image', '8 gallery', '9 form', '18 menu', '20 summary', '22 embed', '23 code', '32 video',
      '33 search', '41 audio', '43 product', '53 button', '55 summaryV2', '66 opentableV2', '67 memberArea', '68 tock', '69 accordion', '70 marquee', '71 shape',
    ]);
  });

  it('[ENUM-004] editor block types', () => {
    expect(pairs(EDITOR_BLOCK_TYPE)).toEqual([
      '1 heading', '2 subHeading', '3 body', '4 image', '5 gallery', '6 video', '7 socialIcons', '8 buttons', '9 navigation', '10 customForm',
      '11 newsletter', '12 album', '13 map', '14 logo', '15 action', '16 form', '17 lock', '18 password', '19 twitter', '20 popupOverlayAction',
      '100 temporaryLockInject',
    ]);
  });

  it('[ENUM-005] the two block numberings are different sets: the same name has different numbers, and each refuses the other\'s own', () => {
    expect(BLOCK_TYPE.code('gallery')).toBe(8);
    expect(EDITOR_BLOCK_TYPE.code('gallery')).toBe(5);
    expect(BLOCK_TYPE.nameOf(8)).toBe('gallery');
    expect(EDITOR_BLOCK_TYPE.nameOf(8)).toBe('buttons');
    expect(BLOCK_TYPE.decode(100)).toMatchObject({ ok: false });
    expect(EDITOR_BLOCK_TYPE.decode(100)).toEqual({ ok: true, data: 100 });
    expect(EDITOR_BLOCK_TYPE.decode(69)).toMatchObject({ ok: false });
    expect(BLOCK_TYPE.decode(69)).toEqual({ ok: true, data: 69 });
  });

  it('[ENUM-006] block variants (no 1001)', () => {
    expect(pairs(BLOCK_VARIANT)).toEqual([
      '1000 gallerySlideshow', '1002 galleryCarousel', '1003 galleryGrid', '1004 galleryStack', '1005 summaryWall', '1006 summaryCarousel',
      '1007 summaryList', '1008 summaryGrid', '1009 chartBar', '1010 chartLine', '1011 chartPie', '1012 imageInline', '1013 imagePoster',
      '1014 imageCard', '1015 imageOverlap', '1016 imageCollage', '1017 imageStack', '1018 reservationsWidget', '1019 eventsWidget',
    ]);
    expect(BLOCK_VARIANT.decode(1001)).toMatchObject({ ok: false });
  });

  it('[ENUM-007] slice types', () => {
    expect(pairs(SLICE_TYPE)).toEqual(['1 coverPage', '2 lockScreen', '3 popupOverlay']);
  });

  it('[ENUM-008] product types', () => {
    expect(pairs(PRODUCT_TYPE)).toEqual(['1 physical', '2 digital', '3 service', '4 giftCard', '5 paywall']);
  });

  it('[ENUM-009] collection types', () => {
    expect(pairs(COLLECTION_TYPE)).toEqual(['1 generic', '2 subscription', '8 splashPage', '10 page', '13 products', '23 portfolio', '24 lessons']);
  });

  it('[ENUM-010] item record types', () => {
    expect(pairs(ITEM_RECORD_TYPE)).toEqual(['1 text', '2 image', '4 quote', '5 link', '7 audio', '8 video', '10 review', '11 storeItem', '12 event', '14 gallery', '62 lesson']);
  });

  it('[ENUM-011] content item statuses', () => {
    expect(pairs(CONTENT_STATUS)).toEqual(['1 published', '2 scheduled', '3 needsReview', '4 draft', '5 private', '6 deleted']);
  });

  it('[ENUM-012] service ids, as far as the spec gives them', () => {
    expect(pairs(SERVICE_ID)).toEqual(['2 facebook', '15 stripe', '45 paypal45', '46 paypal46', '47 paypal47', '48 paypal48', '76 square']);
  });

  it('[ENUM-013] feature ids are whole numbers from 1 to 70; the named features are listed without numbers', () => {
    expect(FEATURE_ID_RANGE).toEqual({ min: 1, max: 70 });
    expect(NAMED_FEATURES).toEqual(['commerce', 'giftCards', 'popupOverlay', 'afterpay', 'clearpay', 'klarna']);
    expect(decodeFeatureId(1)).toEqual({ ok: true, data: 1 });
    expect(decodeFeatureId(70)).toEqual({ ok: true, data: 70 });
    for (const bad of [0, 71, 2.5, '3', null]) {
      expect(decodeFeatureId(bad)).toEqual({ ok: false, details: [`${JSON.stringify(bad)} is not a feature id (a whole number from 1 to 70)`] });
    }
  });

  it('[ENUM-014] measurement units', () => {
    expect(pairs(MEASUREMENT_UNIT)).toEqual(['1 imperial', '2 metric']);
  });

  it('[ENUM-015] popup overlay and mobile bar styles, which the popup codec reads', () => {
    expect(pairs(OVERLAY_STYLE)).toEqual(['1 none', '2 light', '3 dark']);
    expect([1, 2, 3, 4, 'dark'].map(popupStyleOf)).toEqual(['none', 'light', 'dark', 'none', 'dark']);
  });

  it('[ENUM-016] popup style', () => {
    expect(pairs(POPUP_STYLE)).toEqual(['1 none', '2 show']);
  });

  it('[ENUM-017] badge types, which the badge reads', () => {
    expect(pairs(BADGE_TYPE)).toEqual(['1 none', '2 black', '3 white']);
    expect([1, 2, 3, 9].map(badgeTypeOf)).toEqual(['none', 'black', 'white', 'none']);
  });

  it('[ENUM-018] site statuses (no 9 or 10)', () => {
    expect(pairs(SITE_STATUS)).toEqual([
      '1 expired', '2 pastdue', '3 trial', '4 beta', '5 removed', '6 internal', '7 comped', '8 paid', '11 v5Linked', '12 activeParkingPage', '13 resold',
      '14 resoldGracePeriod', '15 enterprise',
    ]);
  });

  it('[ENUM-019] site versions 7, 7.1 and 8; the badge is not shown in 7.1', () => {
    // (JavaScript lists the whole-number names first.)
    expect([...SITE_VERSION.codes].sort((a, b) => a - b).map((code) => `${code} ${SITE_VERSION.nameOf(code)}`)).toEqual(['7 7', '7.1 7.1', '8 8']);
    expect(SITE_VERSION.decodeLoose('7.1')).toEqual({ ok: true, data: 7.1 });
    expect(SITE_VERSION.decodeLoose(7.2)).toMatchObject({ ok: false });
    expect(badgeShown({ templateVersion: '7.1', badgeType: 'black' })).toBe(false);
    expect(badgeShown({ templateVersion: '7', badgeType: 'black' })).toBe(true);
  });

  it('[ENUM-020] website types', () => {
    expect(pairs(WEBSITE_TYPE)).toEqual(['1 classic', '2 coverPage', '3 parkingPage', '4 commerce', '5 enterprise']);
  });

  it('[ENUM-022] event type codes; the census hit sends the page-view code', () => {
    expect(pairs(EVENT_TYPE)).toEqual(['1 pageView', '2 siteSearch', '10 heartbeat', '20 audio', '21 video']);
    expect(PAGE_VIEW_EVENT).toBe(EVENT_TYPE.byName.pageView);
    expect(recordHitFields({}, 'v|1|1|1|1').event).toBe('1');
  });

  it('[ENUM-023] form settings tabs', () => {
    expect(pairs(FORM_SETTINGS_TAB)).toEqual(['1 build', '2 storage', '3 advanced', '4 captcha', '5 disclaimer']);
  });
});

describe('what an enumeration gives', () => {
  it('[ENUM-002] is frozen: its tables cannot be changed at run time', () => {
    expect(Object.isFrozen(PAGE_TYPE)).toBe(true);
    expect(Object.isFrozen(PAGE_TYPE.byName)).toBe(true);
    expect(Object.isFrozen(PAGE_TYPE.byCode)).toBe(true);
    expect(() => {
      (PAGE_TYPE.byName as Record<string, number>).page = 99;
    }).toThrow(TypeError);
  });

  it('[ENUM-002] its codec refuses unknown numbers with a clear message, and anything that is not a number', () => {
    expect(PAGE_TYPE.decode(103)).toEqual({ ok: true, data: 103 });
    const refused = PAGE_TYPE.decode(99);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.details[0]).toMatch(/^\(root\): 99 is not a page type \(known: 1 mainContent, 2 page, 3 splashPage, 50 contentItem, .* 301 commerceEmailPreview\)$/);
    for (const bad of ['103', null, undefined, 103.5, NaN, {}, [103]]) expect(PAGE_TYPE.decode(bad), String(bad)).toMatchObject({ ok: false });
  });

  it('[ENUM-018] decodeLoose takes a code, its digits as text or its name, always back as the code', () => {
    expect(SITE_STATUS.decodeLoose(13)).toEqual({ ok: true, data: 13 });
    expect(SITE_STATUS.decodeLoose(' 13 ')).toEqual({ ok: true, data: 13 });
    expect(SITE_STATUS.decodeLoose('resold')).toEqual({ ok: true, data: 13 });
    expect(SITE_STATUS.decodeLoose('Resold')).toEqual({ ok: false, details: ['"Resold" is not a site status (known: 1 expired, 2 pastdue, 3 trial, 4 beta, 5 removed, 6 internal, 7 comped, 8 paid, 11 v5Linked, 12 activeParkingPage, 13 resold, 14 resoldGracePeriod, 15 enterprise)'] });
    expect(SITE_STATUS.decodeLoose('toString')).toMatchObject({ ok: false });
  });

  it('refuses a table that gives one code two names', () => {
    expect(() => enumeration('broken', { a: 1, b: 1 })).toThrow('The broken table gives one code two names.');
  });
});
