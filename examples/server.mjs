// The example site's one server, on Fastify: pages rendered on the server with React's streaming
// renderer (the Vite-built dist/server), the browser's assets (dist/site, @fastify/static), the
// pictures it makes (examples/media) and the example API (examples/api, mounted by its router).
// Responses are compressed by @fastify/compress; the form saves are rate limited by
// @fastify/rate-limit (the route asks for it). `npm start` builds the site first; PORT overrides
// the default port 4173. SITE_RENDERING=client sends pages without their markup (the browser
// renders them from scratch): the client-only page the benchmarks compare against.
import { createServer } from 'node:http';
import { PassThrough, Writable } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { apiRouter, isOwnerRequest } from './api/index.mjs';
import { mediaRoutes } from './media/serve.mjs';
import { crumbCookieHeader } from './api/crumb.mjs';
import { readCookies } from './api/http.mjs';
import { clientError, requestUrl } from './api/router.mjs';
import { moduleLinks, pageAssets, preloadLinks, renderDocumentHead, renderDocumentTail } from './http/document.mjs';

/** Text safe inside a `<script>` element, whatever it holds: no `</script>`, no `<!--`. */
const escapeScriptText = (text) => text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const distRoot = fileURLToPath(new URL('../dist/', import.meta.url));
const siteRoot = resolve(distRoot, 'site');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const rendering = process.env.SITE_RENDERING === 'client' ? 'client' : 'server';

/** Hashed build output never changes under its name: cached for a year. Anything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const cacheControlOf = (relativePath) => (relativePath.startsWith('assets/') ? IMMUTABLE : 'no-cache');

/** Bodies under this size are sent as they are: compressing them gains nothing worth the work. */
const COMPRESS_THRESHOLD = 512;

/** The site was not built: pages cannot be rendered (the API still answers). */
const notBuilt = (error) => error?.code === 'ENOENT';

function sendJson(reply, status, body, headers = {}) {
  return reply
    .code(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .send(JSON.stringify(body));
}

/** `/vanilla/<name>`: a plain-DOM page of the site, built as its own HTML file. */
function vanillaPage(path) {
  const match = /^\/vanilla\/([a-z0-9-]+)$/.exec(path);
  return match ? `vanilla/${match[1]}.html` : undefined;
}

/** A built file of dist/site through @fastify/static, or false when there is none. */
async function sendSiteFile(reply, relativePath, extraHeaders = {}) {
  const file = normalize(join(siteRoot, relativePath));
  if (!file.startsWith(`${siteRoot}/`)) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
  } catch {
    return false;
  }
  reply.headers({ 'cache-control': cacheControlOf(relativePath), ...extraHeaders });
  await reply.sendFile(file.slice(siteRoot.length + 1), siteRoot, { cacheControl: false });
  return true;
}

let renderer;
/** The server renderer and the browser build's manifest, loaded once (they exist after `npm run build:site`). */
async function loadRenderer() {
  renderer ??= (async () => {
    const manifest = JSON.parse(await readFile(join(siteRoot, '.vite/manifest.json'), 'utf8'));
    const module = await import(pathToFileURL(join(distRoot, 'server/entry-server.js')).href);
    return { manifest, module };
  })();
  return renderer.catch((error) => {
    renderer = undefined;
    throw error;
  });
}

/**
 * Resolves once `res` has handed its first write to the socket (or has closed): the page's
 * render, which holds the event loop while it works, starts only after the head has left.
 * The wrapper is this response's own and removes itself after one call.
 */
function firstWrite(res) {
  return new Promise((resolve) => {
    const write = res.write;
    res.write = function (...args) {
      res.write = write;
      try {
        return write.apply(this, args);
      } finally {
        resolve();
      }
    };
    res.once('close', resolve);
  });
}

/** The end of a document whose page failed to render after its head had left. */
const FAILED_TAIL = '</div>\n<p role="alert">This page could not be rendered. Reload the page to try again.</p>\n</body>\n</html>\n';

/**
 * A page of the React site. The head (title, description, the page's styles and modules) leaves
 * first, before the page's data is read or any block renders, with `103 Early Hints` and a
 * `Link` header naming the same files; then the markup React streams, then the payload hydration
 * reads and the entry script. Compressed as it streams (each write flushed).
 */
async function sendPage(request, reply, url) {
  const { manifest, module } = await loadRenderer();
  const cookies = readCookies(request.raw);
  const head = module.describePage({ pathname: url.pathname, search: url.search, cookies });
  const assets = pageAssets(manifest, head.route.entry ?? head.route.module);
  const links = preloadLinks(assets);
  reply.writeEarlyHints({ link: links });
  reply.code(head.status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding', link: links.join(', ') });
  // The crumb (CSRF) cookie the site's calls send back (ERR-003), and the page context's own cookie.
  for (const headers of [crumbCookieHeader(request.raw), head.headers]) for (const [name, value] of Object.entries(headers)) reply.header(name, value);

  const body = new PassThrough();
  // A HEAD answer carries no body: nothing is rendered for it.
  const headLeft = request.method === 'HEAD' ? undefined : firstWrite(reply.raw);
  // The context is the visitor's cookie (untrusted text): escaped for the script element as it is.
  const pageContext = head.pageContext === null ? null : escapeScriptText(head.pageContext);
  body.write(renderDocumentHead({ title: head.route.title, description: head.route.description, assets, pageContext }));
  reply.send(body);
  if (!headLeft) return void body.end();

  headLeft
    .then(() => module.renderPage({ pathname: url.pathname, search: url.search, cookies, userAgent: request.headers['user-agent'] ?? '', rendering, moduleLinks: moduleLinks(manifest, assets), owner: isOwnerRequest(request.raw) }))
    .then((page) => {
      // A visitor who left has nothing more to receive (and a closed stream takes no writes).
      if (body.destroyed) return;
      // React writes the page's markup, then ends its destination: the document's end follows it.
      page.pipe(
        new Writable({
          write(chunk, _encoding, done) {
            body.write(chunk, () => done());
          },
          final(done) {
            body.end(renderDocumentTail({ payload: module.scriptSafeJson(page.payload), payloadId: module.PAGE_PAYLOAD_ELEMENT_ID, assets }));
            done();
          },
        }),
      );
    })
    .catch((error) => {
      console.error(`${url.pathname}:`, error);
      if (!body.destroyed) body.end(FAILED_TAIL);
    });
  return reply;
}

/**
 * What no route answers: a known API path asked with another method (405 with `Allow`; OPTIONS
 * 204), an unknown /api/ path (404), a page asked with a method other than GET or HEAD (405).
 * Undefined for a GET or HEAD of a page or a file.
 */
function answerUnmatched(request, reply, path) {
  const allowed = apiRouter.allowFor(path);
  if (allowed) {
    const allow = [...allowed, 'OPTIONS'].join(', ');
    if (request.method === 'OPTIONS') return reply.code(204).header('allow', allow).send();
    return sendJson(reply, 405, { error: `${path} answers ${allowed.join(', ')} only.` }, { allow });
  }
  if (path.startsWith('/api/')) return sendJson(reply, 404, { error: `No API route ${path}.` });
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(reply, 405, { error: `${request.method} is not allowed on pages` }, { allow: 'GET, HEAD' });
  return undefined;
}

/** A page or a built file; anything else no route answers. */
async function answerSite(request, reply, { files = true } = {}) {
  // The request target is read as a path on this host: `//x` or `http://x/` never names another host.
  const url = requestUrl(request.url);
  if (!url) return sendJson(reply, 400, { error: 'Malformed request target.' });
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const unmatched = answerUnmatched(request, reply, path);
  if (unmatched) return unmatched;
  if (files) {
    // The favicon browsers ask for by name is the site's SVG icon.
    if (path === '/favicon.ico' && (await sendSiteFile(reply, 'favicon.svg'))) return reply;
    const vanilla = vanillaPage(path);
    // Pages hand out the crumb (CSRF) cookie the site's calls send back (ERR-003).
    if (vanilla && (await sendSiteFile(reply, vanilla, crumbCookieHeader(request.raw)))) return reply;
    if (!vanilla && extname(path) !== '' && (await sendSiteFile(reply, path.slice(1)))) return reply;
  }
  try {
    return await sendPage(request, reply, url);
  } catch (error) {
    if (!notBuilt(error)) throw error;
    return reply.code(503).header('content-type', 'text/plain; charset=utf-8').send('The example site is not built: run `npm run build:site` (or `npm start`).\n');
  }
}

/** The Fastify app of the example site, every plugin and route registered (not yet ready). */
export function createSiteApp(serverFactory) {
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    // A path with a malformed escape (`/demo/gallery/%E0`) is no route's, but still a page
    // address (GAL-004): answered as one, never Fastify's bare 400.
    frameworkErrors: (error, request, reply) => {
      if (error.code !== 'FST_ERR_BAD_URL') return void sendJson(reply, 400, { error: 'Malformed request.' });
      answerSite(request, reply, { files: false }).catch((failure) => {
        console.error(`${request.method} ${request.url}:`, failure);
        if (!reply.sent) sendJson(reply, 500, { error: 'Internal server error.' });
      });
    },
    ...(serverFactory ? { serverFactory } : {}),
  });

  // Text is compressed (brotli, else gzip) once it is worth it; a streamed page is flushed at
  // each write, so the head and the first markup leave at once.
  app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.BROTLI_OPERATION_FLUSH },
    zlibOptions: { level: 6, flush: zlib.Z_SYNC_FLUSH },
  });
  // Routes ask for a limit themselves (a route's `rateLimit` option, examples/api/router.mjs). Its
  // in-memory store follows at most 50,000 keys (the least recently used go first).
  app.register(fastifyRateLimit, { global: false, cache: 50_000 });
  // Hashed build output, cached for good; the reply's sendFile serves the site's other files.
  app.register(fastifyStatic, { root: join(siteRoot, 'assets'), prefix: '/assets/', cacheControl: true, maxAge: 31_536_000_000, immutable: true, index: false });

  // A page or a route without a body takes none: whatever a client sends is read and dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => done(null, undefined));

  // A client's mistake answers its status with a message; anything else 500, logged, never echoed.
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = clientError(error, request.routeOptions?.config?.body);
    if (status >= 500) console.error(`${request.method} ${request.url}:`, error);
    if (reply.sent || reply.raw.headersSent) return void reply.raw.destroy(error instanceof Error ? error : undefined);
    return sendJson(reply, status, { error: message });
  });

  app.register(apiRouter.plugin);
  app.register(mediaRoutes);
  // Registered as a plugin, so it loads after (and is compressed by) @fastify/compress.
  app.register(async (scope) => {
    scope.get('/*', (request, reply) => answerSite(request, reply));
  });
  // Any method on any path no route has: 405, 404, or (a missing file) the site's 404 page.
  app.setNotFoundHandler((request, reply) => answerSite(request, reply, { files: false }));
  return app;
}

/**
 * The example site's server: a Node HTTP server whose requests Fastify answers once its
 * plugins are ready (requests that come earlier wait for that).
 */
export function createSiteServer() {
  let ready;
  const app = createSiteApp((handler) =>
    createServer((req, res) => {
      ready.then(
        () => handler(req, res),
        () => {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('The example server could not start.\n');
        },
      );
    }),
  );
  ready = app.ready();
  ready.catch((error) => console.error('The example server could not start:', error));
  return app.server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  createSiteServer().listen(port, host, () => {
    console.log(`site-machines example site: http://localhost:${port}/ (${rendering === 'server' ? 'rendered on the server' : 'rendered in the browser'})`);
  });
}
