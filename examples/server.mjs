// The example site's one server: the built pages (dist/site) and, in later issues, the example
// API. `npm start` builds the site first; PORT overrides the default port 4173.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteRoot = resolve(fileURLToPath(new URL('../dist/site', import.meta.url)));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

/** Page paths to the HTML file that renders them; React pages share the site's shell. */
const pages = new Map([
  ['/', 'site/index.html'],
  ['/demo/accordion', 'site/index.html'],
  ['/vanilla/accordion', 'vanilla/accordion.html'],
]);

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

/** API routes by "METHOD /path"; each answers with JSON. */
const api = new Map([['GET /api/health', async () => ({ status: 200, body: { ok: true } })]]);

async function sendFile(res, relativePath, status = 200) {
  const file = normalize(join(siteRoot, relativePath));
  if (!file.startsWith(siteRoot)) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
    const body = await readFile(file);
    const immutable = relativePath.startsWith('assets/');
    res.writeHead(status, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createSiteServer() {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    try {
      const route = api.get(`${req.method} ${path}`);
      if (route) {
        const { status, body } = await route(req, url);
        return sendJson(res, status, body);
      }
      if (path.startsWith('/api/')) return sendJson(res, 404, { error: `No API route ${req.method} ${path}` });
      const page = pages.get(path);
      if (page && (await sendFile(res, page))) return;
      if (!page && (await sendFile(res, path.slice(1)))) return;
      // Unknown pages get the React shell, which renders its "Page not found" with status 404.
      if (await sendFile(res, 'site/index.html', 404)) return;
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The example site is not built: run `npm run build:site` (or `npm start`).\n');
    } catch (error) {
      sendJson(res, 500, { error: String(error) });
    }
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  createSiteServer().listen(port, host, () => {
    console.log(`site-machines example site: http://localhost:${port}/`);
  });
}
