import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postCensus } from '../adapters/browser/census.ts';
import { adPixelMachine, decodeButtonBlock } from '../machines/index.ts';
import { BUTTON_TRACKING_CONTEXT } from '../machines/enums/constants.ts';
import { detectEnvironment } from '../machines/site-context/environment.ts';
import {
  analyticsEndpoint,
  analyticsEnvironmentOf,
  analyticsFormFields,
  analyticsStatusOk,
  buildAnalyticsEvent,
  networkErrorEvent,
  resolveAnalyticsId,
  type AnalyticsContext,
} from '../machines/tracking/analytics.ts';
import {
  AD_PIXEL_MAX_TRIES,
  AD_PIXEL_RETRY_MS,
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_ENVIRONMENTS,
  ANALYTICS_HTTP_ERROR,
  ANALYTICS_NO_PAYLOAD,
  EVENT_SOURCES,
  TRACKING_TIMEOUT_MS,
} from '../machines/tracking/constants.ts';
import {
  buttonCensusBody,
  buttonPayload,
  formRenderBody,
  overlayBody,
  permissionTypeOf,
  quickViewPath,
  type ButtonFields,
} from '../machines/tracking/logic.ts';

const button: ButtonFields = { id: 'b1', buttonText: 'Shop now', clickthroughUrl: '/shop', alignment: 'center', size: 'large', newWindow: true, context: 1 };
const page = { visitorCookie: 'v|1|2|3|4', pageTitle: 'Home', pageId: 'p1', pagePath: '/', permissionType: null };
const context: AnalyticsContext = { analyticsId: 'aid-1', pageUrl: 'https://x.example/a?b=1', pagePath: '/a', pageTitle: 'A', locale: 'fr-FR', websiteLocale: 'en-US' };
const common = { actor: 'visitor', action: 'like', event_owner_team: 'site', event_source: 'WEB', object_type: 'page' };

describe('census calls (002 §3, §7)', () => {
  it('[TRK-007] [ENUM-021] the button payload is id, buttonText, clickthroughUrl, alignment, size, newWindow and context (button block 1, popup overlay 2)', () => {
    expect(Object.keys(buttonPayload({ ...button, extra: 1 } as ButtonFields))).toEqual(['id', 'buttonText', 'clickthroughUrl', 'alignment', 'size', 'newWindow', 'context']);
    expect(BUTTON_TRACKING_CONTEXT.byName).toEqual({ buttonBlock: 1, popupOverlay: 2 });
    expect(decodeButtonBlock({ id: 'b', buttonText: 'Go', clickthroughUrl: '/x' })).toEqual({
      ok: true,
      data: { id: 'b', buttonText: 'Go', clickthroughUrl: '/x', alignment: 'center', size: 'medium', newWindow: false, context: 1 },
    });
    expect(decodeButtonBlock({ id: 'b', buttonText: 'Go', clickthroughUrl: '/x', context: 3 })).toMatchObject({ ok: false, message: expect.any(String) });
  });

  it('[TRK-023] [TRK-024] button clicks and renders carry the button fields plus visitorCookie, page title, id, path and permission type', () => {
    expect(buttonCensusBody(button, page)).toEqual({ ...button, ...page });
    expect(Object.keys(buttonCensusBody(button, page))).toHaveLength(12);
  });

  it('[TRK-026] [TRK-027] [TRK-028] form render: formId and visitorCookie; overlay: the event and visitorCookie; quick view: the id in the path', () => {
    expect(formRenderBody('f1', 'v')).toEqual({ formId: 'f1', visitorCookie: 'v' });
    expect(overlayBody('shown', 'v')).toEqual({ event: 'shown', visitorCookie: 'v' });
    expect(quickViewPath('item 7/a')).toBe('/api/census/RecordQuickView/item%207%2Fa');
  });

  it('[PERM-008] the permission type is the top-level permission held, null for an anonymous visitor', () => {
    expect(permissionTypeOf({ loggedIn: false, permissions: [2] })).toBeNull();
    expect(permissionTypeOf({ loggedIn: true, permissions: [] })).toBe(0);
    expect(permissionTypeOf({ loggedIn: true, permissions: [1, 12] })).toBe(1);
    expect(permissionTypeOf({ loggedIn: true, permissions: [2, 1] })).toBe(2);
  });
});

describe('postCensus: the page never waits on tracking (TRK-025, TRK-040)', () => {
  afterEach(() => vi.useRealTimers());

  it('[TRK-025] a hanging call is given up after 2500 ms on the page clock, and its request aborted', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    let over = false;
    void postCensus('/api/census/button-click', { a: 1 }, { fetch: fetch as unknown as typeof globalThis.fetch }).then(() => (over = true));
    await vi.advanceTimersByTimeAsync(TRACKING_TIMEOUT_MS - 1);
    expect(over).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(over).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', keepalive: true });
  });

  it('[TRK-040] a failing or erroring call resolves, silently', async () => {
    const error = vi.spyOn(console, 'error');
    await expect(postCensus('/x', {}, { fetch: (() => Promise.reject(new TypeError('down'))) as typeof fetch })).resolves.toBeUndefined();
    await expect(postCensus('/x', undefined, { fetch: (async () => new Response('no', { status: 500 })) as typeof fetch })).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('product analytics events (002 §3, §7, §8, §9)', () => {
  it('[TRK-008] [TRK-030] [TRK-035] an event: analyticsId, commonData (the common fields with page and locale context) and customData as JSON text, customSchemaName', () => {
    const built = buildAnalyticsEvent({ ...common, customSchemaName: 'like_v1', customData: { n: 1 } }, context);
    expect(built).toEqual({
      ok: true,
      warnings: [],
      body: {
        analyticsId: 'aid-1',
        commonData: JSON.stringify({ ...common, page_url: 'https://x.example/a?b=1', page_path: '/a', page_title: 'A', locale: 'fr-FR', website_locale: 'en-US' }),
        customData: '{"n":1}',
        customSchemaName: 'like_v1',
      },
    });
  });

  it('[TRK-009] the optional object, indirect object, product area, page, section, locale and session fields are kept', () => {
    const optional = { object_id: 'o', indirect_object_id: 'io', indirect_object_type: 'it', product_area: 'pa', product_page: 'pp', product_section: 'ps', locale: 'de-DE', session_id: 's' };
    const built = buildAnalyticsEvent({ ...common, ...optional }, context);
    expect(built.ok && JSON.parse(built.body.commonData)).toMatchObject(optional);
  });

  it('[TRK-010] [TRK-012] event sources are WEB, IOS, ANDROID, SERVER; a field of the wrong type is dropped with a warning', () => {
    expect(EVENT_SOURCES).toEqual(['WEB', 'IOS', 'ANDROID', 'SERVER']);
    for (const source of EVENT_SOURCES) expect(buildAnalyticsEvent({ ...common, event_source: source }, context).warnings).toEqual([]);
    const built = buildAnalyticsEvent({ ...common, event_source: 'WATCH', actor: 7, object_id: { no: 1 }, customData: 'text' }, context);
    expect(built.warnings).toEqual([
      'Analytics event field actor dropped: expected a string',
      'Analytics event field event_source dropped: expected one of WEB, IOS, ANDROID, SERVER',
      'Analytics event field object_id dropped: expected a string',
      'Analytics event field customData dropped: expected an object',
    ]);
    const data = built.ok ? JSON.parse(built.body.commonData) : {};
    expect(data).not.toHaveProperty('actor');
    expect(data).not.toHaveProperty('event_source');
    expect(data.action).toBe('like');
  });

  it('[TRK-034] an event with no payload gives "no payload"', () => {
    for (const payload of [undefined, null, {}, [], 'x', 3]) expect(buildAnalyticsEvent(payload, context)).toEqual({ ok: false, message: 'no payload', warnings: [] });
    expect(ANALYTICS_NO_PAYLOAD).toBe('no payload');
  });

  it('[TRK-011] [TRK-029] environments dev, qa, staging, prod chosen by host pattern, each with its events host, path /api/v1/events', () => {
    expect(ANALYTICS_ENVIRONMENTS).toEqual(['dev', 'qa', 'staging', 'prod']);
    const of = (host: string) => analyticsEnvironmentOf(detectEnvironment(host));
    expect([of('localhost'), of('www.qa3.example.com'), of('stage.example.com'), of('www.example.com'), of('x.internal.example.com')]).toEqual(['dev', 'qa', 'staging', 'prod', 'dev']);
    expect(analyticsEndpoint('dev')).toBe('/api/v1/events');
    const hosts = ANALYTICS_ENVIRONMENTS.map((environment) => analyticsEndpoint(environment));
    expect(new Set(hosts).size).toBe(4);
    for (const url of hosts) expect(url.endsWith('/api/v1/events')).toBe(true);
  });

  it('[TRK-031] [TRK-032] [TRK-033] the beacon sends the four fields as form data; by XHR 200 and 202 are success; the warning text', () => {
    const built = buildAnalyticsEvent(common, context);
    expect(built.ok && Object.keys(analyticsFormFields(built.body))).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect([200, 202, 201, 204, 400, 500].map(analyticsStatusOk)).toEqual([true, true, false, false, false, false]);
    expect(ANALYTICS_HTTP_ERROR).toBe('Error tracking event: HTTP Status');
  });

  it('[TRK-003] a network error is the event system_network_error with urlRequested', () => {
    const built = buildAnalyticsEvent(networkErrorEvent('/api/x'), context);
    expect(built.ok && JSON.parse(built.body.customData)).toEqual({ urlRequested: '/api/x' });
    expect(built.ok && built.body.customSchemaName).toBe('system_network_error');
    expect(built.ok && JSON.parse(built.body.commonData).action).toBe('system_network_error');
  });

  it('[TRK-036] [TRK-037] the analytics id: the cookie wins, else an unexpired stored id, else a new one; lifetime 390 days', () => {
    expect(ANALYTICS_COOKIE_DAYS).toBe(390);
    const newId = () => 'fresh';
    expect(resolveAnalyticsId('c1', { id: 'c1', expires: 2_000 }, 1_000, newId)).toEqual({ id: 'c1', store: false });
    expect(resolveAnalyticsId('c1', null, 1_000, newId)).toEqual({ id: 'c1', store: true });
    expect(resolveAnalyticsId(undefined, { id: 's1', expires: 2_000 }, 1_000, newId)).toEqual({ id: 's1', store: true });
    expect(resolveAnalyticsId(undefined, { id: 's1', expires: 1_000 }, 1_000, newId)).toEqual({ id: 'fresh', store: true });
    expect(resolveAnalyticsId('bad value;', null, 1_000, newId)).toEqual({ id: 'fresh', store: true });
  });

  it('[TRK-040] [TRK-012] the analytics client rules never throw, whatever the payload', () => {
    const hostile = fc.oneof(
      fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withDate: true, withNullPrototype: true, withObjectString: true, withSparseArray: true, withBoxedValues: true }),
      fc.dictionary(fc.constantFrom('actor', 'action', 'event_source', 'customData', 'customSchemaName', 'locale', '__proto__', 'toJSON'), fc.anything({ withBigInt: true })),
    );
    fc.assert(
      fc.property(hostile, (payload) => {
        const built = buildAnalyticsEvent(payload, context);
        if (built.ok) {
          expect(typeof JSON.parse(built.body.commonData)).toBe('object');
          expect(typeof JSON.parse(built.body.customData)).toBe('object');
        } else expect(built.message).toBe('no payload');
      }),
      { numRuns: 500 },
    );
    // Getters that throw and cycles do not break it either.
    const trap = Object.defineProperty({ action: 'x' }, 'actor', { get: () => { throw new Error('trap'); }, enumerable: true });
    expect(() => buildAnalyticsEvent(trap, context)).not.toThrow();
    const cycle: Record<string, unknown> = { ...common };
    cycle.customData = cycle;
    expect(buildAnalyticsEvent(cycle, context)).toMatchObject({ ok: true, body: { customData: '{}' } });
    expect(buildAnalyticsEvent(new Proxy({}, { ownKeys: () => { throw new Error('trap'); } }), context)).toEqual({ ok: false, message: 'no payload', warnings: [] });
  });
});

describe('ad pixel (TRK-038, TRK-039)', () => {
  const start = (maxTries?: number) => {
    const clock = new SimulatedClock();
    const actor = createActor(adPixelMachine, { input: { maxTries }, clock });
    const looks: number[] = [];
    const sent: string[][] = [];
    actor.on('lookForPixel', () => looks.push(clock.now()));
    actor.on('sendPixelEvents', ({ events }) => sent.push(events.map((event) => event.name)));
    actor.start();
    return { actor, clock, looks, sent };
  };

  it('[TRK-039] the selector is tried at once, then every 100 ms; [TRK-038] events wait and go to the pixel once it is found', () => {
    const { actor, clock, looks, sent } = start();
    actor.send({ type: 'TRACK', event: { name: 'ViewContent' } });
    actor.send({ type: 'LOOKED', found: false });
    actor.send({ type: 'TRACK', event: { name: 'AddToCart' } });
    clock.increment(AD_PIXEL_RETRY_MS - 1);
    expect(looks).toEqual([0]);
    clock.increment(1);
    expect(looks).toEqual([0, 100]);
    actor.send({ type: 'LOOKED', found: true });
    expect(sent).toEqual([['ViewContent', 'AddToCart']]);
    actor.send({ type: 'TRACK', event: { name: 'Purchase' } });
    expect(sent).toEqual([['ViewContent', 'AddToCart'], ['Purchase']]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('[TRK-039] [TRK-040] after the bounded tries the pixel is absent and its events dropped silently', () => {
    const { actor, clock, looks, sent } = start();
    actor.send({ type: 'TRACK', event: { name: 'ViewContent' } });
    for (let i = 0; i < AD_PIXEL_MAX_TRIES; i += 1) {
      actor.send({ type: 'LOOKED', found: false });
      clock.increment(AD_PIXEL_RETRY_MS);
    }
    expect(looks).toHaveLength(AD_PIXEL_MAX_TRIES);
    expect(actor.getSnapshot().value).toBe('absent');
    expect(actor.getSnapshot().context.pending).toEqual([]);
    actor.send({ type: 'TRACK', event: { name: 'Later' } });
    expect(sent).toEqual([]);
  });
});

describe('the analytics client in the page (adapters/browser/analytics.ts)', () => {
  const client = async (options: Partial<import('../adapters/browser/analytics.ts').AnalyticsClientOptions> = {}) => {
    const { createAnalyticsClient } = await import('../adapters/browser/analytics.ts');
    const beacons: URLSearchParams[] = [];
    const tasks: (() => void)[] = [];
    const warn = vi.fn();
    const made = createAnalyticsClient({
      endpoint: '/api/v1/events',
      context: { pageUrl: 'https://x.example/', pagePath: '/', pageTitle: 'X', locale: 'en', websiteLocale: 'en-US' },
      warn,
      newId: () => 'id-1',
      sendBeacon: (_url, body) => (beacons.push(body), true),
      schedule: (run) => tasks.push(run),
      ...options,
    });
    return { made, beacons, tasks, warn };
  };

  it('[TRK-040] [TRK-034] track() never throws on any payload; an empty one is warned "no payload" and not sent', async () => {
    const { made, warn } = await client();
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withNullPrototype: true, withBoxedValues: true }), (payload) => {
        expect(() => made.track(payload)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    expect(made.track({})).toEqual({ queued: false, message: 'no payload' });
    expect(warn).toHaveBeenCalledWith('no payload');
  });

  it('[TRK-031] the burst rule: at most 100 events wait, the rest are dropped; each task sends 10 by beacon', async () => {
    const { made, beacons, tasks } = await client();
    for (let i = 0; i < 1_000; i += 1) made.track({ ...common, object_id: String(i) });
    expect(made.dropped).toBe(900);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(beacons).toHaveLength(10);
    while (tasks.length > 0) tasks.shift()!();
    expect(beacons).toHaveLength(100);
    expect(JSON.parse(beacons[99]!.get('commonData')!).object_id).toBe('99');
    expect(beacons[0]!.get('analyticsId')).toBe('id-1');
  });
});
