/**
 * Issue 20, item 3: page data is decoded once, on the server. What the server embeds for the
 * browser is the codecs' typed output, and the browser reads it back as is (no codec): so it must
 * survive the trip through JSON unchanged, and a block that did not decode must travel as its
 * fallback, never as JSON text the browser would decode again.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../examples/site/entry-server.tsx';
import { ANONYMOUS_PAGE } from '../machines/session/logic.ts';
import { sessionActsOn } from '../examples/site/SiteApp.tsx';
import { decodePagePayload, scriptSafeJson } from '../examples/site/page-payload.ts';
import { routes } from '../examples/site/routes.ts';
import { damagedBlockJson, wrongShapeBlockJson } from '../examples/content/gallery-demo.ts';
import { damagedBlockJson as damagedAccordionJson } from '../examples/content/accordion-demo.ts';

const request = (pathname: string) => ({ pathname, search: '', cookies: {}, userAgent: 'vitest', rendering: 'server' as const });

function markupOf(page: { pipe(destination: NodeJS.WritableStream): void }): Promise<string> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    page.pipe(sink);
  });
}

describe('page data decoded once, on the server', () => {
  it.each(routes.map((route) => route.path))('%s: the embedded payload reads back as the same typed values', async (path) => {
    const page = await renderPage(request(path));
    const embedded = scriptSafeJson(page.payload);
    const read = decodePagePayload(embedded);
    expect(read).not.toBeNull();
    // Equal, key for key: no Date, Map, undefined-only key or class instance lost on the way.
    expect(read).toStrictEqual(JSON.parse(JSON.stringify(page.payload)));
    expect(read).toEqual(page.payload);
    await markupOf(page);
  });

  it('[BLK-079] blocks that do not decode render their fallback on the server and travel as the codec\'s refusal, not as block JSON', async () => {
    const page = await renderPage(request('/demo/damaged-blocks'));
    const html = await markupOf(page);
    const embedded = scriptSafeJson(page.payload);
    for (const json of [damagedBlockJson, wrongShapeBlockJson]) expect(embedded).not.toContain(scriptSafeJson(json).slice(1, -1));
    const data = decodePagePayload(embedded)?.data as { galleries: { decoding: { ok: boolean } }[] };
    expect(data.galleries.length).toBeGreaterThan(0);
    expect(data.galleries.every((gallery) => gallery.decoding.ok === false)).toBe(true);
    // The fallback is in the server's HTML (the gallery's notice), not left for the browser to make.
    expect(html).toMatch(/data-island="gallery"/);
    expect(html.match(/data-part="fallback"|role="note"|class="[^"]*fallback/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('[BLK-079] a damaged accordion block renders nothing on the server and embeds no accordion JSON', async () => {
    const page = await renderPage(request('/demo/accordion'));
    const html = await markupOf(page);
    expect(scriptSafeJson(page.payload)).not.toContain('"title": 42');
    expect(JSON.stringify(page.payload)).not.toContain(damagedAccordionJson);
    expect(html).not.toContain('id="damaged"');
  });

  it('a payload that is not the server\'s is not taken (the page renders from scratch)', () => {
    for (const text of [undefined, '', 'not json', 'null', '[]', '{"route":1}', JSON.stringify({ route: '/', page: 'Home', rendering: 'server', pageContext: 3, environment: {} })]) {
      expect(decodePagePayload(text)).toBeNull();
    }
  });

  it('[NAV-011] the visitor\'s page context travels decoded: an owner\'s as the codec read it, a damaged one as an anonymous visitor (the browser decodes neither again)', async () => {
    const owner = { loggedIn: true, websiteSettings: true, developerMode: false, cloneable: false, websiteRoles: [10], useEscapeKeyToLogin: false, editor: false };
    const signedIn = await renderPage({ ...request('/menu'), cookies: { 'sm-demo-page-context': JSON.stringify(owner) } });
    expect(signedIn.payload.visitor).toEqual(owner);
    expect(decodePagePayload(scriptSafeJson(signedIn.payload))?.visitor).toEqual(owner);
    await markupOf(signedIn);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const damaged = await renderPage({ ...request('/menu'), cookies: { 'sm-demo-page-context': JSON.stringify({ ...owner, loggedIn: 'yes' }) } });
    expect(damaged.payload.visitor).toEqual(ANONYMOUS_PAGE);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    await markupOf(damaged);
    const anonymous = await renderPage(request('/menu'));
    expect(anonymous.payload.visitor).toEqual(ANONYMOUS_PAGE);
    await markupOf(anonymous);
  });

  it('[NAV-002] [NAV-005] [NAV-011] [NAV-019] a published page fetches the session only where it can act: signed in, in the editor, Esc to log in, a logout landing', () => {
    expect(sessionActsOn(ANONYMOUS_PAGE, '')).toBe(false);
    expect(sessionActsOn(ANONYMOUS_PAGE, '?tab=drinks')).toBe(false);
    expect(sessionActsOn(ANONYMOUS_PAGE, '?logout=false')).toBe(false);
    expect(sessionActsOn(ANONYMOUS_PAGE, '?logout=true')).toBe(true);
    expect(sessionActsOn({ ...ANONYMOUS_PAGE, loggedIn: true }, '')).toBe(true);
    expect(sessionActsOn({ ...ANONYMOUS_PAGE, editor: true }, '')).toBe(true);
    expect(sessionActsOn({ ...ANONYMOUS_PAGE, useEscapeKeyToLogin: true }, '')).toBe(true);
  });
});
