// Server render time of a collection page of 200 product cards (STORE-051's maximum), in Node,
// beside the same cards without prices, labels or marks (a picture and a linked name only):
// the difference is the cost of the store layer itself (view model, money formatting, sale and
// sold-out rules). Issue 22's budget: at most 50 ms median for the full cards.
//
// Run: npx tsx specs/bench/store-render.ts   (React in its production build unless NODE_ENV says otherwise);
// `npm run bench` runs it in its own Node and counts it over budget when it exits non-zero.
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';

const WARMUP = 20;
const RUNS = 60;
const BUDGET_MS = 50;

const { createElement: h } = await import('react');
const { renderToString } = await import('react-dom/server');
const { ProductCard } = await import('../../ui/ProductCard.tsx');
const { decodeProductCollection } = await import('../../machines/store/codec.ts');
const { PRODUCTS_PER_COLLECTION_MAX } = await import('../../machines/store/constants.ts');

/** 200 products of every kind the card shows: 'from' prices, sales, sold out, digital, subscriptions, units. */
function collectionJson(): string {
  const items = Array.from({ length: PRODUCTS_PER_COLLECTION_MAX }, (_, index) => {
    const kind = index % 6;
    const base = 1500 + ((index * 37) % 90) * 100;
    const structuredContent =
      kind === 0 ? { productType: 'PHYSICAL', variants: [base, base + 1500, base + 3000].map((price) => ({ price, qtyInStock: 5, optionValues: [{ optionName: 'Size', value: String(price) }], weight: 0.5, dimensions: { length: 12, width: 16, height: 0.5 } })) }
      : kind === 1 ? { productType: 'PHYSICAL', variants: [{ price: base * 2, salePrice: base, onSale: true, qtyInStock: 2 }] }
      : kind === 2 ? { productType: 'PHYSICAL', variants: [{ price: base, qtyInStock: 0 }, { price: base, qtyInStock: 0 }] }
      : kind === 3 ? { productType: 'DIGITAL', priceCents: base, salePriceCents: base - 500, onSale: index % 2 === 0 }
      : kind === 4 ? { productType: 'SERVICE', variants: [{ price: base, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 } }
      : { productType: 'GIFT_CARD', variants: [2500, 5000, 10000].map((price) => ({ price, unlimited: true })) };
    return { id: `product-${index}`, title: `Print number ${index + 1}`, url: `/shop/p/print-${index + 1}`, image: { src: `/images/lightbox/harbour-dawn.svg`, alt: '', width: 1200, height: 1500 }, structuredContent };
  });
  return JSON.stringify({ items });
}

const json = collectionJson();
const decoded = decodeProductCollection(json);
if (decoded.data.length !== PRODUCTS_PER_COLLECTION_MAX) throw new Error(`expected ${PRODUCTS_PER_COLLECTION_MAX} products, decoded ${decoded.data.length}: ${decoded.details.join('; ')}`);
const products = decoded.data;

/** The page's product list with full cards. */
const fullPage = () => h('ul', { className: 'product-grid' }, products.map((product) => h('li', { key: product.id }, h(ProductCard, { product, currency: 'USD', measurementStandard: 'imperial', id: product.id }))));

/** The same list and the same picture and linked name, without any price, label or mark. */
const barePage = () =>
  h('ul', { className: 'product-grid' }, products.map((product) =>
    h('li', { key: product.id },
      h('article', { id: product.id, 'aria-labelledby': `${product.id}-title`, 'data-scope': 'product-card', 'data-part': 'root' },
        product.image ? h('img', { src: product.image.src, alt: product.image.alt, width: product.image.width, height: product.image.height, loading: 'lazy', decoding: 'async' }) : null,
        h('h3', { id: `${product.id}-title` }, h('a', { href: product.url }, product.title))))));

function measure(run: () => unknown): { median: number; p95: number } {
  for (let index = 0; index < WARMUP; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0 };
}

// Interleave nothing: each measure warms up on its own; the bare page goes first so the JIT has
// seen React's paths before the full cards run.
const bare = measure(() => renderToString(barePage()));
const full = measure(() => renderToString(fullPage()));
const decode = measure(() => decodeProductCollection(json));
const bytes = (markup: string) => `${(Buffer.byteLength(markup) / 1024).toFixed(0)} KiB`;

const row = (label: string, { median, p95 }: { median: number; p95: number }, extra = '') => `${label.padEnd(44)} median ${median.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms${extra}`;
console.log(`Collection page of ${products.length} products, server render (renderToString, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, ${RUNS} runs after ${WARMUP} warm-up)`);
console.log(row('cards with prices, labels and marks', full, `   ${bytes(renderToString(fullPage()))}`));
console.log(row('same cards without prices, labels or marks', bare, `   ${bytes(renderToString(barePage()))}`));
console.log(row('store layer (difference)', { median: full.median - bare.median, p95: full.p95 - bare.p95 }));
console.log(row('decoding the collection JSON (io-ts)', decode));
console.log(`budget: full cards at most ${BUDGET_MS} ms median: ${full.median <= BUDGET_MS ? 'met' : 'NOT met'}`);
if (full.median > BUDGET_MS) process.exitCode = 1;
