/**
 * [GAL-002] Owners and editors see the same galleries as visitors: the example site's server
 * renders each gallery page with an owner's, an editor's and an anonymous visitor's site context,
 * and every gallery's markup is compared. [GAL-032] lazyLoad, rendered on the server.
 */
import { PassThrough } from 'node:stream';
import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { decodeGalleryBlock } from '../machines/index.ts';
import { DEFAULT_LAZY_LOAD } from '../machines/gallery/constants.ts';
import { preloadCountFor } from '../machines/gallery/layouts.ts';
import { CONTRIBUTOR_ROLE } from '../machines/permissions/constants.ts';
import { decodePageContext, pageContextOfDecoding } from '../machines/session/codec.ts';
import { renderPage } from '../examples/site/entry-server.tsx';
import { DEMO_PAGE_CONTEXT_COOKIE } from '../examples/site/demo-state.ts';
import { slideshowBlockJson } from '../examples/content/gallery-demo.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const AUDIENCES = {
  visitor: null,
  owner: { authenticatedAccount: { id: 'owner' }, websiteRoles: [CONTRIBUTOR_ROLE.byName.admin], editor: true },
  editor: { authenticatedAccount: { id: 'editor' }, websiteRoles: [CONTRIBUTOR_ROLE.byName.editor], editor: true },
} as const;

async function pageHtml(pathname: string, context: object | null): Promise<string> {
  const cookies: Record<string, string> = context === null ? {} : { [DEMO_PAGE_CONTEXT_COOKIE]: JSON.stringify(context) };
  const page = await renderPage({ pathname, search: '', cookies, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131', rendering: 'server' });
  expect(page.status).toBe(200);
  // The page was rendered for this audience: its context is the one the browser will hydrate with.
  const page_ = pageContextOfDecoding(decodePageContext(page.payload.pageContext));
  expect(page_.loggedIn).toBe(context !== null);
  expect(page_.editor).toBe(context !== null);
  return new Promise((resolve) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    page.pipe(sink);
  });
}

const attrsOf = (node: Node) => Object.fromEntries(((node as Element).attrs ?? []).map((attr) => [attr.name, attr.value]));

/** The elements under `node` (itself included) that `match` picks, not looking inside a picked one. */
function findAll(node: Node, match: (attrs: Record<string, string>) => boolean): Element[] {
  if (match(attrsOf(node))) return [node as Element];
  return ((node as Element).childNodes ?? []).flatMap((child) => findAll(child, match));
}

/** Every gallery root of a page (`data-scope="gallery" data-part="root"`), as markup. */
function galleries(html: string): string[] {
  return findAll(parse(html), (attrs) => attrs['data-scope'] === 'gallery' && attrs['data-part'] === 'root').map((element) => serializeOuter(element));
}

describe('galleries as owners and editors see them (001 §1)', () => {
  it.each(['/demo/gallery', '/demo/carousel', '/demo/grid', '/demo/strip', '/demo/list', '/demo/autocolumns', '/demo/autorows'])(
    '[GAL-002] %s: the server renders every gallery the same for an owner, an editor in the preview and a visitor',
    async (pathname) => {
      const [visitor, owner, editor] = await Promise.all([pageHtml(pathname, AUDIENCES.visitor), pageHtml(pathname, AUDIENCES.owner), pageHtml(pathname, AUDIENCES.editor)]);
      const seen = galleries(visitor);
      expect(seen.length).toBeGreaterThan(0);
      // Each gallery holds its pictures (an <img> in the HTML, or its <noscript> copy).
      for (const markup of seen) expect(markup).toMatch(/<img|&lt;img/);
      expect(galleries(owner)).toEqual(seen);
      expect(galleries(editor)).toEqual(seen);
    },
    30_000,
  );
});

describe('lazyLoad (001 §3)', () => {
  it('[GAL-032] lazyLoad defaults to false; block data can turn it on', () => {
    expect(DEFAULT_LAZY_LOAD).toBe(false);
    const plain = decodeGalleryBlock(JSON.stringify({ type: 'slideshow', slides: [] }));
    expect(plain.ok && plain.data.lazyLoad).toBe(false);
    const lazy = decodeGalleryBlock(slideshowBlockJson);
    expect(lazy.ok && lazy.data.lazyLoad).toBe(true);
    expect(decodeGalleryBlock(JSON.stringify({ type: 'slideshow', lazyLoad: 'yes', slides: [] }))).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });

  it('[GAL-032] off, every slide is near from the start; on, the layout\'s own preload count decides', () => {
    expect(preloadCountFor(undefined, 6)).toBe(6);
    expect(preloadCountFor(false, 6)).toBe(6);
    expect(preloadCountFor(true, 6)).toBeUndefined();
  });

  it('[GAL-032] [MEDIA-017] on the server: lazyLoad off puts every slide\'s picture in the slideshow; on, the current slide and its neighbour', async () => {
    // /demo/gallery: the first slideshow has lazyLoad, the second (new-swipe, looping, 3 slides) and third (4 slides) do not.
    const tree = parse(await pageHtml('/demo/gallery', null));
    // The slides of one gallery whose picture box is in the HTML.
    const pictured = (id: string) =>
      findAll(tree, (attrs) => attrs.id === id)
        .flatMap((root) => findAll(root, (attrs) => attrs['data-part'] === 'slide' && attrs['data-scope'] === 'gallery'))
        .filter((slide) => findAll(slide, (attrs) => attrs['data-scope'] === 'image').length > 0)
        .map((slide) => attrsOf(slide)['data-slide-id']);
    expect(pictured('landscapes')).toEqual(['harbour-at-dawn', 'pine-ridge']);
    expect(pictured('night-walk')).toEqual(['lantern-street', 'bridge-lights', 'tram-stop', 'late-cafe']);
  });
});
