// The example site's one server: the built pages (dist/site) and the example API
// (examples/api). `npm start` builds the site first; PORT overrides the default port 4173.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from './api/index.mjs';
import { serveMedia } from './media/serve.mjs';
import { crumbCookieHeader } from './api/crumb.mjs';

const siteRoot = resolve(fileURLToPath(new URL('../dist/site', import.meta.url)));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * The HTML file that renders a page path: React pages (`/`, `/demo/...`, `/admin/...`, the
 * configuration area `/config/`) share the
 * site's shell, whose router shows "Page not found" itself; `/vanilla/<name>` is the plain-DOM
 * page `vanilla/<name>.html`.
 */
function pageFile(path) {
  if (path === '/' || path.startsWith('/demo/') || path.startsWith('/admin/') || path === '/config') return 'site/index.html';
  const vanilla = /^\/vanilla\/([a-z0-9-]+)$/.exec(path);
  return vanilla ? `vanilla/${vanilla[1]}.html` : undefined;
}

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
  '.map': 'application/json; charset=utf-8',
};

async function sendFile(res, relativePath, status = 200, extraHeaders = {}) {
  const file = normalize(join(siteRoot, relativePath));
  if (!file.startsWith(siteRoot)) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
    const body = await readFile(file);
    const immutable = relativePath.startsWith('assets/');
    res.writeHead(status, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...extraHeaders,
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function createSiteServer() {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    try {
      const route = apiRoutes.get(`${req.method} ${path}`);
      if (route) {
        const result = await route(req, url);
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
          res.writeHead(status, { 'content-type': result.contentType ?? 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
          return void res.end(result.text);
        }
        // A route that sets its own content type (an image, a page) answers its body as is.
        if (headers?.['content-type']) {
          res.writeHead(status, headers);
          return res.end(body);
        }
        return sendJson(res, status, body, headers);
      }
      if (path.startsWith('/api/')) return sendJson(res, 404, { error: `No API route ${req.method} ${path}` });
      if (await serveMedia(req, res, url)) return;
      const page = pageFile(path);
      // Pages hand out the crumb (CSRF) cookie the site's calls send back (ERR-003).
      if (page && (await sendFile(res, page, 200, crumbCookieHeader(req)))) return;
      if (!page && (await sendFile(res, path.slice(1)))) return;
      // Unknown pages get the React shell, which renders its "Page not found" with status 404.
      if (await sendFile(res, 'site/index.html', 404)) return;
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The example site is not built: run `npm run build:site` (or `npm start`).\n');
    } catch (error) {
      const status = typeof error?.status === 'number' ? error.status : 500;
      sendJson(res, status, { error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  createSiteServer().listen(port, host, () => {
    console.log(`site-machines example site: http://localhost:${port}/`);
  });
}
