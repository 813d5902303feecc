// Concurrency of the example store's cart: 50 parallel adds of one item to one cart through the
// example backend (HTTP, the crumb, SQLite), then the cart read back. Prints the final quantity
// (it must be 50: nothing lost) and the answer times (median, p95, max).
//
//   npx tsx specs/bench/cart-concurrency.ts            # starts its own server on a free port, own SQLite file
//   CART_BENCH_URL=http://localhost:4174 npx tsx specs/bench/cart-concurrency.ts   # against a running server
//   CART_BENCH_ADDS=200 ...                             # another number of parallel adds
//
// `npm run bench` runs it (its own server, its own SQLite file); exits with status 1 when an add
// is lost or refused.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeCart } from '../../machines/cart/codec.ts';
import { freePort, waitForServer } from './site-server.ts';

const ADDS = Number(process.env.CART_BENCH_ADDS ?? 50);
const VARIANT = { productId: 'prod-sticker', variantId: 'var-sticker' };
const root = fileURLToPath(new URL('../..', import.meta.url));

/** One shopper's cookie jar, kept as the browser would. */
class Jar {
  readonly cookies = new Map<string, string>();
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

async function call(base: string, jar: Jar, method: 'GET' | 'POST', path: string, json?: unknown): Promise<{ status: number; body: unknown; ms: number }> {
  const crumb = jar.cookies.get('crumb');
  const url = `${base}${path}${crumb ? `?crumb=${encodeURIComponent(crumb)}` : ''}`;
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { cookie: jar.header(), accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  jar.take(response);
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as unknown), ms };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main(): Promise<number> {
  let server: ChildProcess | undefined;
  let dir: string | undefined;
  let base = process.env.CART_BENCH_URL;
  if (!base) {
    dir = mkdtempSync(join(tmpdir(), 'cart-bench-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['examples/server.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), FORM_DB_FILE: join(dir, 'forms.sqlite'), EVENTS_DATA_DIR: join(dir, 'events') },
      stdio: 'ignore',
    });
    await waitForServer(base);
  }
  try {
    const jar = new Jar();
    // The crumb handshake (a crumbFail answer carries the crumb), then the cart made by a first add of another item.
    const handshake = await call(base, jar, 'POST', '/api/commerce/cart/add', { productId: 'prod-guide', variantId: 'var-guide', quantity: 1 });
    if (handshake.status !== 401 || !jar.cookies.has('crumb')) throw new Error(`expected a crumbFail first, got ${handshake.status}`);
    const first = await call(base, jar, 'POST', '/api/commerce/cart/add', { productId: 'prod-guide', variantId: 'var-guide', quantity: 1 });
    if (first.status !== 200 || !jar.cookies.has('CART')) throw new Error(`the first add answered ${first.status}`);

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: ADDS }, () => call(base, jar, 'POST', '/api/commerce/cart/add', { ...VARIANT, quantity: 1 })));
    const wallMs = performance.now() - started;
    const refused = answers.filter((answer) => answer.status !== 200).length;
    const cart = decodeCart((await call(base, jar, 'GET', '/api/commerce/cart')).body);
    if (!cart.ok) throw new Error(`the cart answer is no cart: ${cart.details.join('; ')}`);
    const quantity = cart.data.entries.find((entry) => entry.variantId === VARIANT.variantId)?.quantity ?? 0;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(`cart concurrency: ${ADDS} parallel adds of one item to one cart through the example backend`);
    console.log(`  final quantity  ${quantity} (expected ${ADDS}${quantity === ADDS ? ', nothing lost' : ', ADDS LOST'})`);
    console.log(`  refused         ${refused}`);
    console.log(`  answer time     median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms`);
    console.log(`  all ${ADDS} answered in ${wallMs.toFixed(1)} ms`);
    return quantity === ADDS && refused === 0 ? 0 : 1;
  } finally {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
