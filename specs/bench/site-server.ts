// The example site's server for the browser benchmarks: `node examples/server.mjs` on the built
// site, server-rendered by default or client-only (`SITE_RENDERING=client`: the same built
// assets, an empty root the client renders with createRoot), so one run compares both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The site is built (`npm run build:site`): the server renderer and the browser build's manifest examples/server.mjs reads. */
export const siteBuilt = () => existsSync(`${root}dist/server/entry-server.js`) && existsSync(`${root}dist/site/.vite/manifest.json`);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `BENCH_PORT` plus `offset` when set (a machine shared by several engineers gives each a range), else a free port. */
export async function benchPort(offset: number): Promise<number> {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : freePort();
}

export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the example server did not start');
}

export type Rendering = 'server' | 'client';

export interface SiteServer {
  base: string;
  rendering: Rendering;
  close(): void;
}

/** Starts `examples/server.mjs` on `port`, server-rendered or client-only, with extra env. */
export async function startSiteServer(rendering: Rendering, port: number, env: Record<string, string> = {}): Promise<SiteServer> {
  const { SITE_RENDERING: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['examples/server.mjs'], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', ...(rendering === 'client' ? { SITE_RENDERING: 'client' } : {}) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { base, rendering, close: () => child.kill() };
}

/** Starts one server per rendering, runs `bench` with them, and stops them. */
export async function withSiteServers<T>(renderings: readonly Rendering[], bench: (servers: SiteServer[]) => Promise<T>, firstPortOffset = 0): Promise<T> {
  const servers: SiteServer[] = [];
  try {
    for (const [index, rendering] of renderings.entries()) servers.push(await startSiteServer(rendering, await benchPort(firstPortOffset + index)));
    return await bench(servers);
  } finally {
    for (const server of servers) server.close();
  }
}

/**
 * What the server's HTML for `path` holds inside the root element (the element with id "root"):
 * its length in characters and the `<img>` tags in it (0 and 0 for a client-only page).
 */
export async function serverMarkup(base: string, path: string): Promise<{ characters: number; images: number }> {
  const html = await (await fetch(`${base}${path}`)).text();
  const opening = /<([a-z]+)\b[^>]*\bid="root"[^>]*>/i.exec(html);
  if (!opening) return { characters: 0, images: 0 };
  const after = html.slice(opening.index + opening[0].length);
  // The root's content ends with its closing tag before the body's scripts or the body's end.
  const bodyRest = after.search(/<script\b|<\/body>/i);
  const upToScripts = bodyRest < 0 ? after : after.slice(0, bodyRest);
  const inside = upToScripts.slice(0, Math.max(0, upToScripts.lastIndexOf(`</${opening[1]}>`)));
  return { characters: inside.trim().length, images: (inside.match(/<img\b/gi) ?? []).length };
}
