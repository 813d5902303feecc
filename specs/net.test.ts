import { SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createDataLayer, DataLayerError, type DataLayerOptions } from '../adapters/browser/data-layer.ts';
import { createSiteUserSession, loadCommentCounts, loadFonts, renderWidgetBlock, type LoaderDocument } from '../adapters/browser/site-api.ts';
import type { SafeStorage } from '../adapters/browser/storage.ts';
import { API_ROOT, REST_API_ROOT } from '../machines/net/constants.ts';
import {
  apiPath,
  commentLinkHref,
  disconnectTranslationRequest,
  fontStylesheetUrl,
  labsPostRequest,
  labsRequest,
  multilingualRequest,
  placeDetailsRequest,
  placesAutocompleteRequest,
  saveLanguagesRequest,
  saveSiteHeaderFooterRequest,
  siteHeaderFooterRequest,
  siteUserLoginRequest,
  siteUserLogoutRequest,
  widgetRenderingRequest,
} from '../machines/net/endpoints.ts';
import { classifyAnswer, resolveRequest, type HttpRequest } from '../machines/net/logic.ts';

const page = { host: 'shop.example', providerDomains: ['builder.example'] };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Sent {
  url: string;
  method: string | undefined;
  body: string | undefined;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** A data layer over a scripted fetch: each call takes the next answer (a Response, or an Error to throw). */
function scripted(answers: (Response | Error | (() => Promise<Response>))[], options: Partial<DataLayerOptions> = {}) {
  const sent: Sent[] = [];
  const cookies = new Map<string, string>([['crumb', 'crumb-1']]);
  const logged: string[] = [];
  const dataLayer = createDataLayer({
    page,
    log: (message) => logged.push(message),
    cookies: { read: (name) => cookies.get(name), write: (name, value) => cookies.set(name, value), enabled: () => true },
    fetch: async (url, init) => {
      sent.push({
        url: String(url),
        method: init?.method,
        body: typeof init?.body === 'string' ? init.body : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
        credentials: init?.credentials,
      });
      const next = answers.shift();
      if (next === undefined) throw new Error('no scripted answer left');
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next() : next;
    },
    ...options,
  });
  return { dataLayer, sent, cookies, logged };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requests (document 000 §7)', () => {
  it('[NET-001] sends GET, POST, PUT and DELETE to caller-given paths', async () => {
    const { dataLayer, sent } = scripted([json({}), json({}), json({}), json({})]);
    await dataLayer.get('/api/things', { query: { page: '2' } });
    await dataLayer.post('/api/things');
    await dataLayer.put('/api/things/1');
    await dataLayer.delete('/api/things/1');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/things?page=2&crumb=crumb-1',
      'POST /api/things?crumb=crumb-1',
      'PUT /api/things/1?crumb=crumb-1',
      'DELETE /api/things/1?crumb=crumb-1',
    ]);
  });

  it('[NET-002] POST and PUT send JSON or form data', async () => {
    const { dataLayer, sent } = scripted([json({}), json({})]);
    await dataLayer.post('/api/a', { json: { list: [1, 2], name: 'x' } });
    await dataLayer.put('/api/b', { form: { widgetJSON: '{"a":1}', id: 'b 1' } });
    expect(sent[0]).toMatchObject({ body: '{"list":[1,2],"name":"x"}', headers: { 'content-type': 'application/json' } });
    expect(sent[1]).toMatchObject({ body: 'widgetJSON=%7B%22a%22%3A1%7D&id=b+1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  });

  it('[NET-003] every request gets the crumb query parameter from its cookie; none without the cookie', () => {
    expect(resolveRequest({ method: 'GET', path: '/api/x?a=1' }, 'c r', page).url).toBe('/api/x?a=1&crumb=c+r');
    expect(resolveRequest({ method: 'GET', path: '/api/x' }, null, page).url).toBe('/api/x');
  });

  it('[NET-003] paths with a # or a second ? are built with URL: the crumb stays in the query, nothing is lost', () => {
    const url = (path: string, query?: Record<string, string>) => resolveRequest({ method: 'GET', path, ...(query ? { query } : {}) }, 'c', page).url;
    // A fragment is never sent; the crumb goes in the query, not after the '#'.
    expect(url('/api/x#part')).toBe('/api/x?crumb=c');
    expect(url('/api/x?a=1#part?b=2')).toBe('/api/x?a=1&crumb=c');
    // A second '?' belongs to the first parameter's value (URL's reading), and is kept.
    expect(url('/api/x?a=1?b=2')).toBe('/api/x?a=1%3Fb%3D2&crumb=c');
    expect(url('/api/x?a=1', { b: 'two words' })).toBe('/api/x?a=1&b=two+words&crumb=c');
    // A caller's query replaces the path's own value of the same name.
    expect(url('/api/x?crumb=stale')).toBe('/api/x?crumb=c');
  });

  it('[NET-003] a path that names another origin stays on the site, so the crumb never leaves it', () => {
    for (const path of ['//evil.example/steal', 'https://evil.example/steal', 'HTTPS://EVIL.EXAMPLE//steal', ' javascript:alert(1)', 'http://[', '\\\\evil.example\\steal']) {
      const built = resolveRequest({ method: 'GET', path }, 'c', page).url;
      expect(built.startsWith('/'), built).toBe(true);
      expect(built.startsWith('//'), built).toBe(false);
      expect(built).not.toMatch(/evil\.example\//i);
      expect(built.endsWith('crumb=c')).toBe(true);
    }
  });

  it('[NET-004] off the provider domains, secure requests go to https on the site domain with credentials', () => {
    const secure: HttpRequest = { method: 'POST', path: '/api/commerce/cart', secure: true };
    expect(resolveRequest(secure, 'c', { host: 'shop.example', siteDomain: 'www.shop.example', providerDomains: ['builder.example'] })).toMatchObject({
      url: 'https://www.shop.example/api/commerce/cart?crumb=c',
      credentials: 'include',
    });
    // On the provider's own domains (and subdomains), or for a request that is not secure, nothing changes.
    expect(resolveRequest(secure, 'c', { host: 'my-site.builder.example', providerDomains: ['builder.example'] })).toMatchObject({
      url: '/api/commerce/cart?crumb=c',
      credentials: 'same-origin',
    });
    expect(resolveRequest({ method: 'GET', path: '/api/x' }, null, page).credentials).toBe('same-origin');
  });

  it('[NET-006] answers are read as JSON', async () => {
    const { dataLayer } = scripted([json({ items: [1, 2] })]);
    await expect(dataLayer.get('/api/items')).resolves.toEqual({ items: [1, 2] });
  });

  it('[NET-007] answers can be read as raw text', async () => {
    const { dataLayer } = scripted([new Response('<b>raw</b>')]);
    await expect(dataLayer.get('/api/page', { responseType: 'text' })).resolves.toBe('<b>raw</b>');
  });

  it('[NET-008] a 204 answer gives an empty object', async () => {
    const { dataLayer } = scripted([new Response(null, { status: 204 })]);
    await expect(dataLayer.delete('/api/things/1')).resolves.toEqual({});
  });
});

describe('the data layer error catalogue (document 000 §8)', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DataLayerError);
    return (error as DataLayerError).failure;
  };

  it('[NET-009] an unparsable JSON body fails with the parse message naming the URL', async () => {
    const { dataLayer } = scripted([new Response('<html>oops</html>')]);
    const result = await failure(dataLayer.get('/api/items'));
    expect(result.message).toMatch(/^Internal Error: Unable to parse server response from \(\/api\/items\?crumb=crumb-1\) as JSON: .+/);
    expect(result).toMatchObject({ status: 200, reason: 'parse' });
  });

  it('[NET-010] a JSON body with an error field goes to the failure handler, even with status 200', async () => {
    const onError = vi.fn();
    const { dataLayer } = scripted([json({ error: 'Out of stock.' })]);
    const result = await failure(dataLayer.post('/api/cart', { onError }));
    expect(result).toMatchObject({ status: 200, message: 'Out of stock.', data: { error: 'Out of stock.' } });
    expect(onError).toHaveBeenCalledWith(result);
    expect(classifyAnswer({ status: 200, text: '{"message":"fine"}', url: '/x' })).toEqual({ kind: 'success', data: { message: 'fine' } });
  });

  it('[NET-011] a loginRequired answer raises the login-required event', async () => {
    const onLoginRequired = vi.fn();
    const { dataLayer } = scripted([json({ loginRequired: true, error: 'Log in.' }, 401)], { onLoginRequired });
    await failure(dataLayer.get('/api/account'));
    expect(onLoginRequired).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: 'Log in.' }));
  });

  it('[NET-012] an authorizationFail answer calls the system error seam with its details', async () => {
    const onSystemError = vi.fn();
    const { dataLayer } = scripted([json({ authorizationFail: true, error: 'Not allowed here.' }, 401)], { onSystemError });
    await failure(dataLayer.get('/api/admin'));
    expect(onSystemError).toHaveBeenCalledWith({
      kind: 'authorizationFail',
      message: 'Not allowed here.',
      status: 401,
      url: '/api/admin',
      data: { authorizationFail: true, error: 'Not allowed here.' },
    });
  });

  it('[NET-013] a crumbFail answer stores the new crumb and retries once with it', async () => {
    const { dataLayer, sent, cookies } = scripted([json({ crumbFail: true, crumb: 'crumb-2' }, 401), json({ ok: true })]);
    await expect(dataLayer.post('/api/form/FormSubmissionKey')).resolves.toEqual({ ok: true });
    expect(cookies.get('crumb')).toBe('crumb-2');
    expect(sent.map((request) => request.url)).toEqual(['/api/form/FormSubmissionKey?crumb=crumb-1', '/api/form/FormSubmissionKey?crumb=crumb-2']);
    // A second crumb failure is not retried again.
    const twice = scripted([json({ crumbFail: true, crumb: 'a', error: 'Bad crumb.' }, 401), json({ crumbFail: true, crumb: 'b', error: 'Bad crumb.' }, 401)]);
    expect((await failure(twice.dataLayer.post('/api/x'))).message).toBe('Bad crumb.');
    expect(twice.sent).toHaveLength(2);
  });

  it('[NET-014] with cookies disabled a crumbFail answer is not retried', async () => {
    const { dataLayer, sent } = scripted([json({ crumbFail: true, crumb: 'crumb-2' }, 401)], {
      cookies: { read: () => undefined, write: () => {}, enabled: () => false },
    });
    expect((await failure(dataLayer.post('/api/x'))).message).toBe('Unauthorized request');
    expect(sent).toHaveLength(1);
  });

  it('[NET-015] errors are shown on the dialog the caller supplied', async () => {
    const showError = vi.fn();
    const { dataLayer } = scripted([new Response('', { status: 503 })]);
    await failure(dataLayer.get('/api/x', { dialog: { showError } }));
    expect(showError).toHaveBeenCalledWith('This service is temporarily unavailable. Please try again later.', expect.objectContaining({ status: 503 }));
  });

  it('[NET-016] a 400, 401, 500 or 502 with a JSON body holding error, message or billingErrorCode uses that body', () => {
    const cases: [number, unknown, string][] = [
      [400, { error: 'Bad quantity.' }, 'Bad quantity.'],
      [401, { message: 'Session over.' }, 'Session over.'],
      [500, { billingErrorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
      [502, { error: 'Upstream.' }, 'Upstream.'],
    ];
    for (const [status, body, message] of cases) {
      expect(classifyAnswer({ status, text: JSON.stringify(body), url: '/x' })).toEqual({
        kind: 'failure',
        failure: { status, message, data: body, reason: 'status', retryable: false },
      });
    }
    // Other statuses do not read the body.
    expect(classifyAnswer({ status: 403, text: '{"error":"x"}', url: '/x' })).toMatchObject({ failure: { message: 'Unauthorized request' } });
  });

  it('[NET-017] otherwise a 401 or 403 gives Unauthorized request', () => {
    for (const status of [401, 403]) expect(classifyAnswer({ status, text: '', url: '/x' })).toMatchObject({ failure: { message: 'Unauthorized request' } });
  });

  it('[NET-018] otherwise a 500 or 501 gives Internal server error. Please try again later.', () => {
    for (const status of [500, 501]) {
      expect(classifyAnswer({ status, text: '<html/>', url: '/x' })).toMatchObject({ failure: { message: 'Internal server error. Please try again later.' } });
    }
  });

  it('[NET-019] otherwise a 503 gives This service is temporarily unavailable. Please try again later.', () => {
    expect(classifyAnswer({ status: 503, text: '{}', url: '/x' })).toMatchObject({ failure: { message: 'This service is temporarily unavailable. Please try again later.', retryable: false } });
  });

  it('[NET-020] any other failed status, or no answer at all, gives Unable to connect…', async () => {
    for (const status of [404, 429, 502, 504]) {
      expect(classifyAnswer({ status, text: '', url: '/x' })).toMatchObject({ failure: { message: 'Unable to connect…', retryable: true } });
    }
    const { dataLayer } = scripted([new TypeError('Failed to fetch')]);
    expect(await failure(dataLayer.get('/api/x'))).toMatchObject({ status: 0, message: 'Unable to connect…', reason: 'network' });
  });

  it('[NET-021] an Unable to connect… failure is retried after 200 ms when a retry count is set', async () => {
    const clock = new SimulatedClock();
    const { dataLayer, sent } = scripted([new TypeError('Failed to fetch'), new Response('', { status: 404 }), json({ ok: 1 })], { clock });
    const result = dataLayer.get('/api/x', { retries: 2 });
    await flush();
    expect(sent).toHaveLength(1);
    clock.increment(199);
    await flush();
    expect(sent).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(sent).toHaveLength(2);
    clock.increment(200);
    await flush();
    await expect(result).resolves.toEqual({ ok: 1 });
    // Without a retry count, or for other messages, there is no retry.
    const once = scripted([new Response('', { status: 503 })], { clock });
    await failure(once.dataLayer.get('/api/x', { retries: 3 }));
    expect(once.sent).toHaveLength(1);
  });

  it('an attempt that never answers times out as a connection failure after 15 s', async () => {
    const clock = new SimulatedClock();
    let aborted = false;
    const { dataLayer } = scripted([], {
      clock,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const result = dataLayer.get('/api/slow');
    clock.increment(15_000);
    expect(await failure(result)).toMatchObject({ message: 'Unable to connect…', reason: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('a caller can abort its request; the fetch is aborted and the promise rejects', async () => {
    const controller = new AbortController();
    let aborted = false;
    const { dataLayer } = scripted([], {
      fetch: (_url, init) => new Promise(() => init?.signal?.addEventListener('abort', () => (aborted = true))),
    });
    const result = dataLayer.get('/api/slow', { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted).toBe(true);
  });

  it('[NET-028] failures are logged and passed to the optional callbacks', async () => {
    const onFailure = vi.fn();
    const onError = vi.fn();
    const { dataLayer, logged } = scripted([json({ error: 'Nope.' }, 400)], { onFailure });
    await failure(dataLayer.post('/api/x', { onError }));
    expect(logged).toEqual(['POST /api/x: Nope.']);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'Nope.' }), expect.objectContaining({ path: '/api/x' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Nope.' }));
  });
});

describe('queued requests', () => {
  it('[NET-005] queued requests run one at a time, in the order queued, each caller getting its own answer', async () => {
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const { dataLayer } = scripted([], {
      fetch: (url) => {
        started.push(String(url));
        return new Promise((resolve) => releases.push(() => resolve(json({ from: String(url) }))));
      },
    });
    const first = dataLayer.queue({ method: 'POST', path: '/api/one' });
    const second = dataLayer.queue({ method: 'POST', path: '/api/two' });
    await flush();
    expect(started).toEqual(['/api/one?crumb=crumb-1']);
    releases[0]?.();
    await expect(first).resolves.toEqual({ from: '/api/one?crumb=crumb-1' });
    await flush();
    expect(started).toHaveLength(2);
    releases[1]?.();
    await expect(second).resolves.toEqual({ from: '/api/two?crumb=crumb-1' });
  });
});

describe('the other calls (documents 001 §7, 002 §7)', () => {
  it('[NET-026] the API roots are /api/ and /api/rest/', () => {
    expect([API_ROOT, REST_API_ROOT]).toEqual(['/api/', '/api/rest/']);
    expect(apiPath('labs/internal')).toBe('/api/labs/internal');
    expect(apiPath('/orders', 'rest')).toBe('/api/rest/orders');
  });

  it('[NET-029] the widget-rendering call posts form-encoded widgetJSON of type, id and value; summary blocks add collectionId', () => {
    const block = { type: 55, id: 'b1', value: { layout: 'grid' } };
    expect(widgetRenderingRequest(block)).toEqual({
      method: 'POST',
      path: '/api/widget/GetWidgetRendering',
      form: { widgetJSON: '{"type":55,"id":"b1","value":{"layout":"grid"}}' },
    });
    expect(widgetRenderingRequest(block, 'c9').form).toMatchObject({ collectionId: 'c9' });
  });

  it('[NET-030] the data.html of the widget-rendering answer replaces the block content', async () => {
    const { dataLayer, sent } = scripted([json({ data: { html: '<ul><li>Event</li></ul>' } }), json({ data: {} })]);
    const container = { innerHTML: '<p>Loading</p>' };
    await renderWidgetBlock(dataLayer, container, { type: 55, id: 'b1', value: {} }, 'c9');
    expect(container.innerHTML).toBe('<ul><li>Event</li></ul>');
    expect(sent[0]?.body).toContain('collectionId=c9');
    await expect(renderWidgetBlock(dataLayer, container, { type: 55, id: 'b1', value: {} })).rejects.toThrow('no html');
    expect(container.innerHTML).toBe('<ul><li>Event</li></ul>');
  });

  it('[NET-031] GET /api/labs/internal and /api/labs/circle return the beta feature lists', async () => {
    const { dataLayer, sent } = scripted([json(['new-editor']), json(['fast-checkout'])]);
    await expect(dataLayer.request(labsRequest('internal'))).resolves.toEqual(['new-editor']);
    await expect(dataLayer.request(labsRequest('circle'))).resolves.toEqual(['fast-checkout']);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/labs/internal?crumb=crumb-1', 'GET /api/labs/circle?crumb=crumb-1']);
  });

  it('[NET-032] POST calls to /api/labs/internal and /api/labs/circle exist', () => {
    expect(labsPostRequest('internal', { enable: ['x'] })).toEqual({ method: 'POST', path: '/api/labs/internal', json: { enable: ['x'] } });
    expect(labsPostRequest('circle', {})).toMatchObject({ method: 'POST', path: '/api/labs/circle' });
  });

  it('[NET-033] multilingual settings, status and languages are read with GET', () => {
    expect((['settings', 'status', 'languages'] as const).map((resource) => multilingualRequest(resource))).toEqual([
      { method: 'GET', path: '/api/multilingual/settings' },
      { method: 'GET', path: '/api/multilingual/status' },
      { method: 'GET', path: '/api/multilingual/languages' },
    ]);
  });

  it('[NET-034] the languages list is saved with PUT /api/multilingual/languages and body {languages}', async () => {
    const { dataLayer, sent } = scripted([json({})]);
    await dataLayer.request(saveLanguagesRequest(['en', 'fr']));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/multilingual/languages?crumb=crumb-1', body: '{"languages":["en","fr"]}' });
  });

  it('[NET-035] DELETE /api/multilingual/connection disconnects the translation service', () => {
    expect(disconnectTranslationRequest()).toEqual({ method: 'DELETE', path: '/api/multilingual/connection' });
  });

  it('[NET-036] GET /api/site-header-footer returns the header and footer data', async () => {
    const { dataLayer } = scripted([json({ header: { logo: 'x' }, footer: {} })]);
    expect(siteHeaderFooterRequest()).toEqual({ method: 'GET', path: '/api/site-header-footer' });
    await expect(dataLayer.request(siteHeaderFooterRequest())).resolves.toEqual({ header: { logo: 'x' }, footer: {} });
  });

  it('[NET-037] PUT /api/site-header-footer saves {header, footer}', () => {
    expect(saveSiteHeaderFooterRequest({ a: 1 }, { b: 2 })).toEqual({ method: 'PUT', path: '/api/site-header-footer', json: { header: { a: 1 }, footer: { b: 2 } } });
  });

  it('[NET-038] site-user login is POST /api/site-users/account/session with {email, password, rememberMe}', () => {
    expect(siteUserLoginRequest({ email: 'a@b.co', password: 'pw', rememberMe: true })).toEqual({
      method: 'POST',
      path: '/api/site-users/account/session',
      json: { email: 'a@b.co', password: 'pw', rememberMe: true },
    });
  });

  function memoryStorage(): SafeStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      get: (key) => items.get(key) ?? null,
      set: (key, value) => (items.set(key, value), true),
      remove: (key) => void items.delete(key),
    };
  }

  it('[NET-039] [NET-040] login stores the xsrfToken of its answer, sent as a header on later site-user requests', async () => {
    const storage = memoryStorage();
    const { dataLayer, sent } = scripted([json({ xsrfToken: 'tok-1' }), json({ orders: [] })]);
    const session = createSiteUserSession(dataLayer, storage);
    await session.login({ email: 'a@b.co', password: 'pw', rememberMe: false });
    expect(storage.items.get('siteUserXsrfToken')).toBe('tok-1');
    expect(sent[0]?.headers['x-xsrf-token']).toBeUndefined();
    await session.request({ method: 'GET', path: '/api/site-users/account/orders' });
    expect(sent[1]?.headers['x-xsrf-token']).toBe('tok-1');
  });

  it('[NET-041] site-user logout is DELETE /api/site-users/account/session with the query cloneCart', async () => {
    expect(siteUserLogoutRequest(true)).toEqual({ method: 'DELETE', path: '/api/site-users/account/session', query: { cloneCart: 'true' } });
    const storage = memoryStorage();
    storage.set('siteUserXsrfToken', 'tok-1');
    const { dataLayer, sent } = scripted([json({})]);
    await createSiteUserSession(dataLayer, storage).logout(false);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false&crumb=crumb-1', headers: { 'x-xsrf-token': 'tok-1' } });
    expect(storage.items.size).toBe(0);
  });

  it('[NET-042] place search uses GET /api/google-maps/places/autocomplete with query params', () => {
    expect(placesAutocompleteRequest({ input: 'Main St', sessionToken: 's' })).toEqual({
      method: 'GET',
      path: '/api/google-maps/places/autocomplete',
      query: { input: 'Main St', sessionToken: 's' },
    });
  });

  it('[NET-043] place details use GET /api/google-maps/places/details with query params and a tracking context of productPage and productSection', () => {
    const request = placeDetailsRequest({ placeId: 'p1' }, { productPage: 'checkout', productSection: 'shipping' });
    expect(request).toMatchObject({ method: 'GET', path: '/api/google-maps/places/details', query: { placeId: 'p1' } });
    expect(JSON.parse(request.query?.trackingContext ?? '')).toEqual({ productPage: 'checkout', productSection: 'shipping' });
  });
});

describe('fonts and comments (document 000 §7)', () => {
  /** A stand-in document that records what the loaders append. */
  function fakeDocument() {
    const appended: Record<string, unknown>[] = [];
    const doc = {
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
      createElement: (tag: string) => ({ tagName: tag.toUpperCase() }),
      querySelector: (selector: string) => appended.find((element) => selector.includes(String(element.href))) ?? null,
    };
    return { doc: doc as unknown as LoaderDocument, appended };
  }

  it('[NET-022] fonts are loaded as a stylesheet from the web font service, once', () => {
    expect(fontStylesheetUrl(['Inter:wght@400;700', 'Lora'])).toBe('https://fonts.googleapis.com/css2?family=Inter%3Awght%40400%3B700&family=Lora&display=swap');
    expect(fontStylesheetUrl([])).toBeNull();
    const { doc, appended } = fakeDocument();
    loadFonts(['Lora'], doc);
    loadFonts(['Lora'], doc);
    expect(appended).toEqual([{ tagName: 'LINK', rel: 'stylesheet', href: 'https://fonts.googleapis.com/css2?family=Lora&display=swap' }]);
  });

  it('[NET-023] the comment-count script is loaded only when a comment service short name is set', () => {
    const { doc, appended } = fakeDocument();
    expect(loadCommentCounts(undefined, doc)).toBeNull();
    expect(loadCommentCounts('', doc)).toBeNull();
    loadCommentCounts('myshop', doc);
    expect(appended).toEqual([{ tagName: 'SCRIPT', async: true, src: 'https://myshop.disqus.com/count.js' }]);
  });

  it('[NET-024] with a comment service short name, comment links go to the item page plus #disqus_thread', () => {
    expect(commentLinkHref('/blog/post-1', '42', 'myshop')).toBe('/blog/post-1#disqus_thread');
  });

  it('[NET-025] without a short name, comment links go to the item page plus #comment-{id}', () => {
    expect(commentLinkHref('/blog/post-1', '42', null)).toBe('/blog/post-1#comment-42');
  });
});
