import { describe, expect, it } from 'vitest';
import { censusHit, isTrackedPath, recordHitFields, trackBeaconQuery, type PageView } from '../machines/tracking/logic.ts';
import { hasScreenshotFlag } from '../machines/url/logic.ts';

const view: PageView = {
  url: 'https://shop.example.com/sale?source=mail&campaign=spring&mkwid=k1&color=red',
  referrer: 'https://search.example/',
  title: 'Sale',
  language: 'en-GB',
  screen: { width: 1920, height: 1080 },
  viewport: { width: 1280, height: 720 },
  userAgent: 'UA',
  localStorageSupported: true,
  clientDate: 1_700_000_000_000,
};

describe('page-view tracking', () => {
  it('[TRK-001] the beacon carries landing, refer, rk, lang and screen WxH', () => {
    const query = new URLSearchParams(trackBeaconQuery(view, 0.42));
    expect(query.get('landing')).toBe(view.url);
    expect(query.get('refer')).toBe('https://search.example/');
    expect(query.get('rk')).toBe('0.42');
    expect(query.get('lang')).toBe('en-GB');
    expect(query.get('screen')).toBe('1920x1080');
  });

  it('[TRK-002] adds the campaign fields the page URL carries, and only those', () => {
    const query = new URLSearchParams(trackBeaconQuery(view, 1));
    expect(query.get('source')).toBe('mail');
    expect(query.get('campaign')).toBe('spring');
    expect(query.get('mkwid')).toBe('k1');
    for (const absent of ['subcampaign', 'channel', 'subchannel', 'variation', 'color']) expect(query.has(absent)).toBe(false);
  });

  it('[TRK-004] /search is not tracked', () => {
    expect(isTrackedPath('/search')).toBe(false);
    expect(isTrackedPath('/search/shoes')).toBe(false);
    expect(isTrackedPath('/searchlight')).toBe(true);
    expect(isTrackedPath('/')).toBe(true);
  });

  it('[TRK-013] a census hit has the listed fields', () => {
    expect(censusHit(view, { websiteId: 'w', templateId: 't', websiteLocale: 'en-GB', collectionId: 'c9' })).toEqual({
      localStorageSupported: true,
      queryString: '?source=mail&campaign=spring&mkwid=k1&color=red',
      referrer: 'https://search.example/',
      websiteId: 'w',
      templateId: 't',
      website_locale: 'en-GB',
      userAgent: 'UA',
      clientDate: 1_700_000_000_000,
      viewportWidth: 1280,
      viewportHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      url: view.url,
      title: 'Sale',
      collectionId: 'c9',
    });
  });

  it('[TRK-022] RecordHit is form-encoded with event, data (JSON) and ss_cvr', () => {
    expect(recordHitFields({ a: 1 }, 'v|1|2|3|4')).toEqual({ event: '1', data: '{"a":1}', ss_cvr: 'v|1|2|3|4' });
  });
});

describe('screenshot flag', () => {
  it('[COOK-040] [BLK-055] is the screenshot query parameter, unless false or 0', () => {
    expect(hasScreenshotFlag('?screenshot')).toBe(true);
    expect(hasScreenshotFlag('?a=1&screenshot=true')).toBe(true);
    expect(hasScreenshotFlag('screenshot=1')).toBe(true);
    expect(hasScreenshotFlag('?screenshot=false')).toBe(false);
    expect(hasScreenshotFlag('?screenshot=0')).toBe(false);
    expect(hasScreenshotFlag('')).toBe(false);
  });
});
