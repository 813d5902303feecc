// The data layer a page's DataLayerProvider creates: its code arrives on the first request
// (adapters/browser/data-layer-on-demand.ts). Requests made before it arrives are not lost and
// keep their order; a fetch of the code that fails shows the network error and is tried again.
import { afterEach, describe, expect, it } from 'vitest';
import { createDataLayerOnDemand } from '../adapters/browser/data-layer-on-demand.ts';
import type { DataLayerOptions } from '../adapters/browser/data-layer.ts';
import { chunk } from '../adapters/browser/on-demand.ts';
import { onSystemError } from '../adapters/browser/system-error.ts';
import type { SystemError } from '../machines/index.ts';

type DataLayerModule = typeof import('../adapters/browser/data-layer.ts');

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The data layer's code, held back until `arrive()` (or failed with `fail()`). */
function heldCode() {
  const waiting: { resolve: (module: DataLayerModule) => void; reject: (error: Error) => void }[] = [];
  let fetches = 0;
  const code = chunk<DataLayerModule>(
    () =>
      new Promise((resolve, reject) => {
        fetches += 1;
        waiting.push({ resolve, reject });
      }),
  );
  return {
    code,
    fetches: () => fetches,
    arrive: async () => waiting.shift()?.resolve(await import('../adapters/browser/data-layer.ts')),
    fail: () => waiting.shift()?.reject(new Error('Failed to fetch dynamically imported module')),
  };
}

function options(sent: string[]): DataLayerOptions {
  return {
    page: { host: 'shop.example', providerDomains: [] },
    log: () => {},
    cookies: { read: () => 'crumb-1', write: () => {}, enabled: () => true },
    fetch: async (url, init) => {
      sent.push(`${init?.method} ${String(url)}`);
      return json({ from: String(url) });
    },
  };
}

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

describe('the data layer fetched on first need', () => {
  it('[NET-005] fetches nothing until a request; requests made before its code arrives are sent once it does, queued ones in their order', async () => {
    const held = heldCode();
    const sent: string[] = [];
    const dataLayer = createDataLayerOnDemand(options(sent), held.code);
    expect(held.fetches()).toBe(0);
    const first = dataLayer.queue({ method: 'POST', path: '/api/one' });
    const second = dataLayer.queue({ method: 'POST', path: '/api/two' });
    const got = dataLayer.get('/api/three');
    await flush();
    expect(held.fetches()).toBe(1);
    expect(sent).toEqual([]);
    await held.arrive();
    await expect(first).resolves.toEqual({ from: '/api/one?crumb=crumb-1' });
    await expect(second).resolves.toEqual({ from: '/api/two?crumb=crumb-1' });
    await expect(got).resolves.toEqual({ from: '/api/three?crumb=crumb-1' });
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/one?crumb=crumb-1', 'POST /api/two?crumb=crumb-1']);
    expect(sent).toHaveLength(3);
    expect(held.fetches()).toBe(1);
  });

  it('[NET-005] an aborted request still rejects with an AbortError once the code is there', async () => {
    const held = heldCode();
    const sent: string[] = [];
    const dataLayer = createDataLayerOnDemand(options(sent), held.code);
    const controller = new AbortController();
    const aborted = dataLayer.post('/api/form', { signal: controller.signal });
    controller.abort();
    await held.arrive();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([]);
  });

  it('[ERR-016] when the code cannot be fetched the request fails with the network error shown, and the next request fetches it again', async () => {
    const shown: SystemError[] = [];
    unsubscribes.push(onSystemError((error) => shown.push(error)));
    const held = heldCode();
    const sent: string[] = [];
    const dataLayer = createDataLayerOnDemand(options(sent), held.code);
    const lost = dataLayer.post('/api/form');
    await flush();
    held.fail();
    await expect(lost).rejects.toThrow('Failed to fetch');
    expect(shown).toEqual([{ kind: 'network' }]);
    const retried = dataLayer.post('/api/form');
    await flush();
    expect(held.fetches()).toBe(2);
    await held.arrive();
    await expect(retried).resolves.toEqual({ from: '/api/form?crumb=crumb-1' });
  });
});
