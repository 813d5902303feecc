/**
 * Issue 26: the published site made of site data (examples/site-data/). Every block of every
 * page decodes with its codec on the server; a block that does not decode, or whose type the
 * renderer does not know, renders nothing and is logged (BLK-079); the blocks that wake with a
 * page have their code in that page's entry; the renderer draws the header, the blocks and the
 * footer on the server.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { renderPage } from '../examples/site/entry-server.tsx';
import { decodeSiteBlock, FIRST_SCREEN_BLOCKS, loadSitePage, sitePages, type RawSitePage } from '../examples/site/server/site-data.ts';
import { SiteBlocks } from '../examples/site/site-blocks/SiteBlocks.tsx';
import type { SiteBlockType } from '../examples/site/site-blocks/types.ts';
import { sitePageRoutes } from '../examples/site/site-pages.ts';
import { preloadIslands } from '../adapters/react/Island.tsx';

const request = (pathname: string, cookies: Record<string, string> = {}) => ({ pathname, search: '', cookies, userAgent: 'vitest', rendering: 'server' as const });

function markupOf(page: { pipe(destination: NodeJS.WritableStream): void }): Promise<string> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    page.pipe(sink);
  });
}

/** The island (its variable in the page entries) each block type wakes as; text has no code. */
const ISLAND_OF: Record<SiteBlockType, string | null> = {
  text: null,
  image: 'imageIsland',
  gallery: 'galleryIsland',
  menu: 'menuIsland',
  accordion: 'accordionIsland',
  marquee: 'marqueeIsland',
  highlight: 'highlightIsland',
  pricing: 'pricingIsland',
  products: 'productsIsland',
  cart: 'cartIsland',
  map: 'mapIsland',
  reservation: 'reservationIsland',
  'events-summary': 'summaryIsland',
  button: 'buttonIsland',
  form: 'contactFormIsland',
  newsletter: 'newsletterIsland',
};

afterEach(() => vi.restoreAllMocks());

describe('the published site’s data', () => {
  it('has the pages of a bakery and café, each with its page type, and every block kind the issue names', () => {
    expect(sitePages.map((page) => page.path)).toEqual(['/', '/menu', '/shop', '/cart', '/book', '/gallery', '/contact']);
    expect(sitePages.map((page) => page.pageType)).toEqual([2, 2, 1, 200, 2, 1, 2]);
    const types = new Set(sitePages.flatMap((page) => page.blocks.map((block) => block.type)));
    for (const type of Object.keys(ISLAND_OF)) expect(types, type).toContain(type);
  });

  it.each(sitePages.map((page) => [page.path, page] as const))('%s: every block decodes with its codec, nothing is logged', (_path, page) => {
    const warn = vi.spyOn(console, 'warn');
    const data = loadSitePage(page, { search: '' });
    expect(data.blocks.map((block) => block.id)).toEqual(page.blocks.map((block) => block.id));
    expect(warn).not.toHaveBeenCalled();
    expect(data.site.popup).not.toBeNull();
  });

  it('[BLK-079] a block type the renderer does not know renders nothing and is logged; the page around it renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page: RawSitePage = {
      path: '/x',
      title: 'X',
      navTitle: 'X',
      description: 'X',
      pageType: 2,
      blocks: [
        { id: 'feed', type: 'instagram-feed', data: { handle: 'harbourloaf' } },
        { id: 'words', type: 'text', data: { heading: 'Still here', paragraphs: ['The rest of the page renders.'] } },
      ],
    };
    const data = loadSitePage(page, { search: '' });
    expect(data.blocks.map((block) => block.id)).toEqual(['words']);
    expect(warn).toHaveBeenCalledWith('Block "feed" (instagram-feed) on /x is left out: no renderer knows the block type "instagram-feed"', []);
    await preloadIslands();
    const html = renderToString(<SiteBlocks blocks={data.blocks} />);
    expect(html).toContain('Still here');
    expect(html).not.toContain('harbourloaf');
  });

  it('[BLK-079] a block whose JSON does not decode is left out with its codec’s message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = sitePages[1]!;
    const decoded = decodeSiteBlock({ id: 'broken-menu', type: 'menu', data: { tabs: 'breakfast' } }, { page, request: { search: '' }, eager: false });
    expect(decoded).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Block "broken-menu" \(menu\) on \/menu is left out: /);
    expect(warn.mock.calls[0]?.[0]).toContain('menu');
  });

  it.each(sitePageRoutes.map((route) => [route.path, route.page] as const))('%s: the blocks that wake with the page have their code in its entry (%s)', (path, pageName) => {
    const page = sitePages.find((candidate) => candidate.path === path)!;
    const entry = readFileSync(new URL(`../examples/site/entries/${pageName}.tsx`, import.meta.url), 'utf8');
    const eager = loadSitePage(page, { search: '' }).blocks.filter((block) => block.eager);
    expect(eager.length).toBeGreaterThan(0);
    for (const block of eager) {
      const island = ISLAND_OF[block.type];
      if (island !== null) expect(entry, `${path}: ${block.id}`).toContain(`${island}.provide(`);
    }
    // Only the first screen (and blocks that act untouched) wake at load: the rest wait.
    expect(loadSitePage(page, { search: '' }).blocks.slice(FIRST_SCREEN_BLOCKS).every((block) => !block.eager || ['marquee', 'cart', 'gallery'].includes(block.type))).toBe(true);
  });
});

describe('the published site rendered on the server', () => {
  it.each(sitePages.map((page) => page.path))('%s: one h1, the header’s navigation and cart element, the blocks, the footer', async (path) => {
    const html = await markupOf(await renderPage(request(path)));
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Main"');
    for (const link of ['/', '/menu', '/shop', '/book', '/gallery', '/contact']) expect(html).toContain(`href="${link}"`);
    expect(html).toMatch(/data-scope="cart" data-part="link" href="\/cart"|href="\/cart"[^>]*data-part="link"|data-part="link"[^>]*href="\/cart"/);
    expect(html).toContain('class="hb-footer"');
    expect(html).toContain('4 Quay Street');
    // No catalogue chrome, no picture width badge.
    expect(html).not.toContain('>site-machines</a>');
    expect(html).not.toMatch(/\d+w<\/text>/);
  });

  it('[BLK-023] the reservation block: a visitor gets the provider, the logged-in owner the Preview Only alert', async () => {
    const visitor = await renderPage(request('/book'));
    expect(JSON.stringify(visitor.payload.data)).toContain('"previewOnly":false');
    await markupOf(visitor);
    const owner = await renderPage(request('/book', { 'sm-demo-page-context': JSON.stringify({ loggedIn: true, websiteSettings: true, developerMode: false, cloneable: false, websiteRoles: [], useEscapeKeyToLogin: false, editor: false }) }));
    expect(JSON.stringify(owner.payload.data)).toContain('"previewOnly":true');
    expect(await markupOf(owner)).toContain('Preview Only');
  });

  it('the catalogue of behaviours is at /demos; / is the site', async () => {
    expect(await markupOf(await renderPage(request('/demos')))).toContain('site-machines example site');
    expect(await markupOf(await renderPage(request('/')))).toContain('Harbour Loaf');
  });
});
