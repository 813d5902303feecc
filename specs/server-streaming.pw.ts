import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createBrotliDecompress } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issue 20, item 5: no waterfall on the server. A page's first bytes (the document's head, with
// its stylesheet and module links) leave before any block renders, and a `103 Early Hints`
// answer and the page's `Link` header name the same stylesheet and chunks, so a browser (or a
// CDN in front) can fetch them while the server still renders. The benchmark page of 1,000
// images renders for long enough that its head and its markup cannot leave together. What is
// asserted is the order and the split of the chunks, never a duration (a loaded machine
// stretches every time alike).

interface Streamed {
  hints: IncomingHttpHeaders[];
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as the client received it, one entry per chunk read (decompressed when brotli). */
  chunks: string[];
  /** Milliseconds from sending the request to the body's first chunk, and to its end. */
  firstChunkMs: number;
  endMs: number;
}

/** A GET over Node's HTTP client, keeping the informational answers and the body's chunks. */
function fetchStreamed(baseURL: string, path: string, acceptEncoding?: string): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    const hints: IncomingHttpHeaders[] = [];
    const start = performance.now();
    let firstChunkMs = -1;
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: string[] = [];
      const body = res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
      body.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) firstChunkMs = performance.now() - start;
        chunks.push(chunk.toString('utf8'));
      });
      body.on('end', () => resolve({ hints, status: res.statusCode ?? 0, headers: res.headers, chunks, firstChunkMs, endMs: performance.now() - start }));
      body.on('error', reject);
    });
    req.on('information', (info) => {
      if (info.statusCode === 103) hints.push(info.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The targets of a Link header's entries with the given rel. */
const linked = (header: string | string[] | undefined, rel: string): string[] =>
  String(header ?? '')
    .split(/,\s*(?=<)/)
    .filter((entry) => new RegExp(`;\\s*rel=${rel}\\b`).test(entry))
    .map((entry) => /^<([^>]+)>/.exec(entry)?.[1] ?? '');

/** What the document's head links: stylesheets and modules. */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    styles: [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1] ?? ''),
    modules: [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1] ?? ''),
  };
}

test.describe('no waterfall on the server (issue 20, item 5)', () => {
  test('103 Early Hints and the Link header name the stylesheet and every chunk the head links', async ({ baseURL }) => {
    const page = await fetchStreamed(baseURL ?? '', '/demo/gallery');
    expect(page.status).toBe(200);
    const html = page.chunks.join('');
    const { styles, modules } = headLinks(html);
    expect(styles.length).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(0);
    // The entry script the page ends with is among the modules named up front.
    const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(modules).toContain(entry);
    expect(page.hints).toHaveLength(1);
    for (const header of [page.hints[0]?.link, page.headers.link]) {
      expect(linked(header, 'preload')).toEqual(styles);
      expect(linked(header, 'modulepreload')).toEqual(modules);
    }
  });

  test('the head with its links leaves before any block renders, also compressed', async ({ baseURL }) => {
    // Once, so the renderer and the page's code are loaded: what is timed below is one render.
    await fetchStreamed(baseURL ?? '', '/demo/lightbox-large');
    for (const encoding of [undefined, 'br']) {
      const page = await fetchStreamed(baseURL ?? '', '/demo/lightbox-large', encoding);
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      const [first = ''] = page.chunks;
      // The first chunk read is the head and the root's opening: no markup of the page yet.
      expect(first, encoding).toContain('<link rel="modulepreload"');
      expect(first, encoding).toMatch(/<div id="root">\s*$/);
      expect(first, encoding).not.toContain('<h1');
      // The markup follows in later chunks, and the document is whole.
      expect(page.chunks.length, encoding).toBeGreaterThan(1);
      expect(page.chunks.join(''), encoding).toMatch(/<h1[^>]*>[\s\S]*<\/html>\n$/);
    }
  });

  test('a page request that is not the site’s (a missing file) still answers the 404 page', async ({ request }) => {
    const missing = await request.get('/assets/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<title>Page not found</title>');
  });
});
