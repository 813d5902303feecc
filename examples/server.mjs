// The example site's one server: pages rendered on the server with React's streaming renderer
// (the Vite-built dist/server), the browser's assets (dist/site), the pictures it makes
// (examples/media) and the example API (examples/api). `npm start` builds the site first; PORT
// overrides the default port 4173. SITE_RENDERING=client sends pages without their markup (the
// browser renders them from scratch): the client-only page the benchmarks compare against.
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerApi } from './api/index.mjs';
import { serveMedia } from './media/serve.mjs';
import { crumbCookieHeader } from './api/crumb.mjs';
import { readCookies } from './api/http.mjs';
import { compressedBody, compressingStream, negotiateEncoding } from './http/compression.mjs';
import { pageAssets, renderDocumentHead, renderDocumentTail } from './http/document.mjs';

/** Text safe inside a `<script>` element, whatever it holds: no `</script>`, no `<!--`. */
const escapeScriptText = (text) => text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const distRoot = fileURLToPath(new URL('../dist/', import.meta.url));
const siteRoot = resolve(distRoot, 'site');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const rendering = process.env.SITE_RENDERING === 'client' ? 'client' : 'server';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Hashed build output never changes under its name: cached for a year. Anything else is revalidated. */
const cacheControlOf = (relativePath) => (relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The body to send, compressed when the client accepts it and the type is text. */
async function send(req, res, status, body, headers) {
  const encoding = negotiateEncoding(req, headers['content-type'], body.length);
  const out = encoding ? await compressedBody(body, encoding) : body;
  res.writeHead(status, { ...headers, vary: 'Accept-Encoding', ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': out.length });
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** A built file of dist/site, or false when there is none. */
async function sendFile(req, res, relativePath, status = 200, extraHeaders = {}) {
  const file = normalize(join(siteRoot, relativePath));
  if (!file.startsWith(siteRoot)) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
    const body = await readFile(file);
    await send(req, res, status, body, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControlOf(relativePath), ...extraHeaders });
    return true;
  } catch {
    return false;
  }
}

function sendJson(req, res, status, body, headers = {}) {
  return send(req, res, status, Buffer.from(JSON.stringify(body)), { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
}

/** `/vanilla/<name>`: a plain-DOM page of the site, built as its own HTML file. */
function vanillaPage(path) {
  const match = /^\/vanilla\/([a-z0-9-]+)$/.exec(path);
  return match ? `vanilla/${match[1]}.html` : undefined;
}

let renderer;
/** The server renderer and the browser build's manifest, loaded once (they exist after `npm run build:site`). */
async function loadRenderer() {
  renderer ??= (async () => {
    const manifest = JSON.parse(await readFile(join(siteRoot, '.vite/manifest.json'), 'utf8'));
    const module = await import(pathToFileURL(join(distRoot, 'server/entry-server.js')).href);
    return { manifest, renderPage: module.renderPage, scriptSafeJson: module.scriptSafeJson, payloadId: module.PAGE_PAYLOAD_ELEMENT_ID };
  })();
  return renderer.catch((error) => {
    renderer = undefined;
    throw error;
  });
}

/**
 * A page of the React site, rendered on the server: the document's head (title, description,
 * the page's styles and modules), the markup React streams, then the payload hydration reads
 * and the entry script. Compressed as it streams.
 */
async function sendPage(req, res, url) {
  const { manifest, renderPage, scriptSafeJson, payloadId } = await loadRenderer();
  const page = await renderPage({
    pathname: url.pathname,
    search: url.search,
    cookies: readCookies(req),
    userAgent: req.headers['user-agent'] ?? '',
    rendering,
  });
  const assets = pageAssets(manifest, page.route.module);
  const encoding = negotiateEncoding(req, 'text/html', Number.POSITIVE_INFINITY);
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...crumbCookieHeader(req),
    ...page.headers,
  });
  const out = compressingStream(encoding, res);
  // The context is the visitor's cookie (untrusted text): escaped for the script element as it is.
  const pageContext = page.payload.pageContext === null ? null : escapeScriptText(page.payload.pageContext);
  out.write(renderDocumentHead({ title: page.route.title, description: page.route.description, assets, pageContext }));
  // React writes the page's markup, then ends its destination: the document's end follows it.
  page.pipe(
    new Writable({
      write(chunk, _encoding, done) {
        out.write(chunk, done);
      },
      final(done) {
        out.end(renderDocumentTail({ payload: scriptSafeJson(page.payload), payloadId, assets }));
        done();
      },
    }),
  );
}

function requestUrl(target = '/') {
  try {
    return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return null;
  }
}

export function createSiteServer() {
  return createServer(async (req, res) => {
    // The request target is read as a path on this host: `//x` or `http://x/` never throws, and
    // never names another host (a throw here, outside the try, would end the server).
    const url = requestUrl(req.url);
    if (!url) return void sendJson(req, res, 400, { error: 'Malformed request target.' });
    const path = url.pathname.replace(/\/+$/, '') || '/';
    try {
      const result = await answerApi(req, url, path);
      if (result) {
        const { status, body, headers } = result;
        // A route may also break the connection (a network failure) or answer raw text. The
        // break comes after the headers: a browser resends a request whose connection closed
        // before any answer, but never one that was half answered.
        if (result.drop) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '64' });
          res.write('{"cut');
          return void setImmediate(() => res.destroy());
        }
        if (result.text !== undefined) {
          return void (await send(req, res, status, Buffer.from(result.text), { 'content-type': result.contentType ?? 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }));
        }
        // A route that sets its own content type (an image, a page) answers its body as is.
        if (headers?.['content-type']) {
          res.writeHead(status, headers);
          return void res.end(body);
        }
        return void (await sendJson(req, res, status, body, headers));
      }
      if (await serveMedia(req, res, url)) return;
      // The favicon browsers ask for by name is the site's SVG icon.
      if (path === '/favicon.ico' && (await sendFile(req, res, 'favicon.svg'))) return;
      const vanilla = vanillaPage(path);
      // Pages hand out the crumb (CSRF) cookie the site's calls send back (ERR-003).
      if (vanilla && (await sendFile(req, res, vanilla, 200, crumbCookieHeader(req)))) return;
      if (!vanilla && extname(path) !== '' && (await sendFile(req, res, path.slice(1)))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return void (await sendJson(req, res, 405, { error: `${req.method} is not allowed on pages` }, { allow: 'GET, HEAD' }));
      return void (await sendPage(req, res, url));
    } catch (error) {
      if (res.headersSent) return void res.destroy(error instanceof Error ? error : undefined);
      if (error?.code === 'ENOENT') {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('The example site is not built: run `npm run build:site` (or `npm start`).\n');
      }
      const status = typeof error?.status === 'number' ? error.status : 500;
      if (status === 500) console.error(error);
      await sendJson(req, res, status, { error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  createSiteServer().listen(port, host, () => {
    console.log(`site-machines example site: http://localhost:${port}/ (${rendering === 'server' ? 'rendered on the server' : 'rendered in the browser'})`);
  });
}
