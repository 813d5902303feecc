import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import fc from 'fast-check';
import { loadScript, resetScriptLoaders, scriptLoaderFor, type ScriptDocument, type ScriptElementLike } from '../adapters/browser/script-loader.ts';
import { loadScriptOnce } from '../adapters/browser/follow.ts';
import { connectScriptLoader, scriptLoaderMachine } from '../machines/index.ts';
import { MAP_SCRIPT_TIMEOUT_MS, SOCIAL_SCRIPT_TIMEOUT_MS } from '../machines/script-loader/constants.ts';
import { scriptUrlWithParams } from '../machines/script-loader/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';

/** A stand-in document: scripts it is given are recorded; the test fires their load or error. */
function fakeDocument() {
  const scripts: (ScriptElementLike & { fire(type: 'load' | 'error'): void; removed: boolean })[] = [];
  const doc: ScriptDocument = {
    createElement: () => {
      const listeners: Record<string, (() => void)[]> = {};
      const script = {
        src: '',
        async: false,
        removed: false,
        addEventListener: (type: string, listener: () => void) => void (listeners[type] ??= []).push(listener),
        remove: () => void (script.removed = true),
        fire: (type: 'load' | 'error') => listeners[type]?.forEach((listener) => listener()),
      };
      return script;
    },
    head: { append: (node: never) => void scripts.push(node) },
  };
  return { doc, scripts };
}

const settled = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: Error) => `rejected: ${error.message}`);

afterEach(() => vi.useRealTimers());

describe('scriptLoaderMachine', () => {
  it('[MAP-018] starts idle and fetches only when a block asks; a second ask while loading changes nothing', () => {
    let starts = 0;
    const machine = scriptLoaderMachine.provide({ actors: { loadScript: fromPromise(() => ((starts += 1), new Promise<void>(() => {}))) } });
    const actor = createActor(machine, { input: { url: '/maps/api/js' }, clock: new SimulatedClock() }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(starts).toBe(0);
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(starts).toBe(1);
  });

  it('[MAP-020] rejects the load after 30 s by default, not before; a later ask retries', () => {
    let starts = 0;
    const clock = new SimulatedClock();
    const machine = scriptLoaderMachine.provide({ actors: { loadScript: fromPromise(() => ((starts += 1), new Promise<void>(() => {}))) } });
    const actor = createActor(machine, { input: { url: '/maps/api/js' }, clock }).start();
    actor.send({ type: 'LOAD' });
    clock.increment(MAP_SCRIPT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Script load timed out: /maps/api/js');
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(starts).toBe(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('[WID-002] the social widget script gives up after its own 10000 ms', () => {
    const clock = new SimulatedClock();
    const machine = scriptLoaderMachine.provide({ actors: { loadScript: fromPromise(() => new Promise<void>(() => {})) } });
    const actor = createActor(machine, { input: { url: '/social/widget.js', timeoutMs: SOCIAL_SCRIPT_TIMEOUT_MS }, clock }).start();
    actor.send({ type: 'LOAD' });
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('connect shows the status and asks for the script', () => {
    const actor = createActor(scriptLoaderMachine.provide({ actors: { loadScript: fromPromise(() => new Promise<void>(() => {})) } }), { input: { url: '/x.js' } }).start();
    const api = () => connectScriptLoader(actor.getSnapshot(), actor.send, keepProps);
    expect(api()).toMatchObject({ status: 'idle', loaded: false, failed: false, error: null, url: '/x.js' });
    api().load();
    expect(api().getStatusProps()).toEqual({ 'data-scope': 'script-loader', 'data-part': 'status', 'data-state': 'loading', 'data-url': '/x.js' });
    actor.stop();
  });
});

describe('loadScript (the page registry)', () => {
  it('[MAP-018] two blocks asking for one address add one script and share its load', async () => {
    const { doc, scripts } = fakeDocument();
    const first = loadScript('/maps/api/js?key=k', { doc });
    const second = loadScript('/maps/api/js?key=k', { doc });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: '/maps/api/js?key=k', async: true });
    scripts[0]!.fire('load');
    expect(await Promise.all([settled(first), settled(second)])).toEqual(['resolved', 'resolved']);
    // Asked again once loaded: at once, no new script.
    expect(await settled(loadScript('/maps/api/js?key=k', { doc }))).toBe('resolved');
    expect(scripts).toHaveLength(1);
    resetScriptLoaders(doc);
  });

  it('different addresses and different pages have their own loads', () => {
    const one = fakeDocument();
    const two = fakeDocument();
    void loadScript('/a.js', { doc: one.doc }).catch(() => {});
    void loadScript('/b.js', { doc: one.doc }).catch(() => {});
    void loadScript('/a.js', { doc: two.doc }).catch(() => {});
    expect(one.scripts.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    expect(two.scripts.map((script) => script.src)).toEqual(['/a.js']);
    expect(scriptLoaderFor('/a.js', { doc: one.doc })).not.toBe(scriptLoaderFor('/a.js', { doc: two.doc }));
    resetScriptLoaders(one.doc);
    resetScriptLoaders(two.doc);
  });

  it('a script that errors rejects every waiting block, is removed, and a later block retries it', async () => {
    const { doc, scripts } = fakeDocument();
    const first = loadScript('/reserve.js', { doc });
    const second = loadScript('/reserve.js', { doc });
    scripts[0]!.fire('error');
    expect(await Promise.all([settled(first), settled(second)])).toEqual(['rejected: Script failed to load: /reserve.js', 'rejected: Script failed to load: /reserve.js']);
    expect(scripts[0]!.removed).toBe(true);
    const retry = loadScript('/reserve.js', { doc });
    expect(scripts).toHaveLength(2);
    scripts[1]!.fire('load');
    expect(await settled(retry)).toBe('resolved');
    resetScriptLoaders(doc);
  });

  it('[MAP-020] a script that never answers is rejected after 30 s and its element removed; a later block retries', async () => {
    vi.useFakeTimers();
    const { doc, scripts } = fakeDocument();
    const load = settled(loadScript('/never.js', { doc, timeoutMs: MAP_SCRIPT_TIMEOUT_MS }));
    vi.advanceTimersByTime(MAP_SCRIPT_TIMEOUT_MS - 1);
    expect(scriptLoaderFor('/never.js', { doc }).getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(await load).toBe('rejected: Script load timed out: /never.js');
    expect(scripts[0]!.removed).toBe(true);
    void loadScript('/never.js', { doc }).catch(() => {});
    expect(scripts).toHaveLength(2);
    resetScriptLoaders(doc);
  });

  it('[WID-001] [WID-002] the follow links load the social script through the same registry, 10000 ms at most', async () => {
    vi.useFakeTimers();
    const { doc, scripts } = fakeDocument();
    const first = settled(loadScriptOnce('/social/widget.js', doc as unknown as Document));
    const second = settled(loadScript('/social/widget.js', { doc }));
    expect(scripts).toHaveLength(1);
    vi.advanceTimersByTime(SOCIAL_SCRIPT_TIMEOUT_MS);
    expect(await Promise.all([first, second])).toEqual(['rejected: Script load timed out: /social/widget.js', 'rejected: Script load timed out: /social/widget.js']);
    resetScriptLoaders(doc);
  });

  it('[MAP-018] any number of asks in any order before the answer make one request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('/a.js', '/b.js', '/c.js'), { minLength: 1, maxLength: 20 }), async (urls) => {
        const { doc, scripts } = fakeDocument();
        const loads = urls.map((url) => settled(loadScript(url, { doc })));
        expect(scripts.map((script) => script.src).sort()).toEqual([...new Set(urls)].sort());
        for (const script of scripts) script.fire('load');
        expect(new Set(await Promise.all(loads))).toEqual(new Set(['resolved']));
        resetScriptLoaders(doc);
      }),
    );
  });
});

describe('scriptUrlWithParams', () => {
  it('[MAP-019] adds the key, language and region in order, leaving out absent ones', () => {
    expect(scriptUrlWithParams('/maps/api/js', { key: 'abc', language: 'en', region: 'US' })).toBe('/maps/api/js?key=abc&language=en&region=US');
    expect(scriptUrlWithParams('/maps/api/js?v=3', { key: 'a b', language: null, region: '' })).toBe('/maps/api/js?v=3&key=a%20b');
    expect(scriptUrlWithParams('/x.js', {})).toBe('/x.js');
  });
});
