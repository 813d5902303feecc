// What a page ships (issue 13): whole pages of the runtime (./pages) beside the anchors' stack
// of the same features (./anchors, its own package.json, installed on the first run), bundled
// with the same settings (./bundle.ts). Initial is the entry chunk with every chunk it imports
// statically; on demand is everything reached through `import()`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBenchFolder } from './bench-folder.ts';
import { bundleSize, type BundleSize } from './bundle.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ANCHORS = here('./anchors');

/**
 * Budget for the anchor-matched page: initial JavaScript at most 40,000 B gz (issue 13, kept by
 * issue 20: 0.57 of the anchors' stack with PhotoSwipe's core on demand, 0.47 of the static
 * stack), and everything loaded (initial and on demand) no more than 74,932 B gz, the page as it
 * shipped when issue 20 set it (issue 20, "Budgets"; issue 13's 57,857 is retired by it).
 */
export const PAGE_INITIAL_BUDGET = 40_000;
export const PAGE_TOTAL_BUDGET = 74_932;

const ANCHOR_MATCHED = { name: 'anchor-matched', file: here('./pages/anchor-matched.tsx') };
const EVERY_BLOCK = { name: 'every block', file: here('./pages/every-block.tsx') };

/** The anchors' pages: the same features, PhotoSwipe's core bundled or loaded on demand. */
const ANCHOR_STACKS = [
  { name: 'static stack', file: `${ANCHORS}/src/static-stack.jsx` },
  { name: "stack with PhotoSwipe's core on demand", file: `${ANCHORS}/src/lazy-stack.jsx` },
] as const;

/** Each anchor alone (shared code, Zag's core say, counts in each): which feature weighs what. */
const ANCHOR_PARTS = [
  ['Zag accordion', 'Accordion.jsx'],
  ['Zag carousel', 'Carousel.jsx'],
  ["Zag carousel + PhotoSwipe, core bundled", 'GalleryStatic.jsx'],
  ["Zag carousel + PhotoSwipe, core on demand", 'GalleryLazy.jsx'],
  ['Zag dialog', 'Dialog.jsx'],
  ['Zag tooltip', 'Tooltip.jsx'],
  ['Zag tabs', 'Tabs.jsx'],
  ['@floating-ui/react popover', 'Popover.jsx'],
  ['vanilla-cookieconsent', 'CookieConsent.jsx'],
  ['react-hook-form form', 'ContactForm.jsx'],
] as const;

/** Issue 22: the store components add at most 4,000 B gz to a page that already has the runtime. */
export const STORE_OVER_RUNTIME_BUDGET = 4_000;

const initialAndLazy = (size: BundleSize) => `initial ${size.initial} B gz, on demand ${size.lazy} B gz`;

/**
 * The ui files whose components `ui/index.ts` exports (type exports aside): the every-block page
 * must have code from each in its bundle, or it does not hold every block.
 */
function exportedComponentFiles(): Map<string, string[]> {
  const index = readFileSync(here('../../ui/index.ts'), 'utf8');
  const files = new Map<string, string[]>();
  for (const [, names = '', from = ''] of index.matchAll(/^export \{([^}]*)\} from '\.\/([^']+)';/gm)) {
    files.set(`ui/${from}`, names.split(',').map((name) => name.trim()));
  }
  return files;
}

export async function measurePages(): Promise<{ lines: string[]; overBudget: string[] }> {
  const lines: string[] = [];
  const overBudget: string[] = [];

  const matched = await bundleSize({ file: ANCHOR_MATCHED.file });
  lines.push(`size page ${ANCHOR_MATCHED.name}: ${initialAndLazy(matched)}`);
  const every = await bundleSize({ file: EVERY_BLOCK.file });
  const missing = [...exportedComponentFiles()].filter(([file]) => !every.inputs.has(file));
  lines.push(
    `size page ${EVERY_BLOCK.name}: ${initialAndLazy(every)}` +
      (missing.length === 0 ? '' : ` (MISSING blocks of ui/index.ts: ${missing.map(([file, names]) => `${names.join(', ')} (${file})`).join('; ')})`),
  );
  if (missing.length > 0) overBudget.push('every-block page misses blocks');
  // The store's cost on a page that has the runtime: the every-block page without its store
  // blocks (cart element, product cards, add buttons; the full-page cart is on demand).
  const withoutStore = await bundleSize({ contents: readFileSync(EVERY_BLOCK.file, 'utf8').replace(/^\s*<StoreBlocks [^>]*\/>\n/m, ''), resolveDir: here('./pages') });
  const store = every.initial - withoutStore.initial;
  const storeOk = store <= STORE_OVER_RUNTIME_BUDGET;
  lines.push(`size page store components over the runtime (cart element, product cards and add buttons on the every-block page; the full-page cart on demand): ${store} B gz, at most ${STORE_OVER_RUNTIME_BUDGET} B gz: ${storeOk ? 'ok' : 'OVER'}`);
  if (!storeOk) overBudget.push('store components over the runtime');

  // The anchors' stack, from its own folder (installed on the first run).
  const installed = ensureBenchFolder(ANCHORS);
  const anchors: BundleSize[] = [];
  if (installed.ok) {
    for (const stack of ANCHOR_STACKS) {
      const size = await bundleSize({ file: stack.file });
      anchors.push(size);
      lines.push(`size anchors ${stack.name}: ${size.initial} B gz initial, on demand ${size.lazy} B gz`);
    }
    for (const [name, file] of ANCHOR_PARTS) {
      const size = await bundleSize({ file: `${ANCHORS}/src/${file}` });
      lines.push(`size anchors part ${name}: ${size.initial} B gz${size.lazy ? ` initial, on demand ${size.lazy} B gz` : ''}`);
    }
  } else lines.push(`size anchors: skipped, ${installed.reason}`);

  // The page budget (issue 13), with the anchors' figures of the same run beside it.
  const [staticStack, lazyStack] = anchors;
  const ratio = (bytes: number, of: BundleSize | undefined, what: string) => (of ? `${(bytes / of.initial).toFixed(2)} of the anchors' ${what}` : '');
  const ratios = [ratio(matched.initial, lazyStack, "stack with PhotoSwipe's core on demand"), ratio(matched.initial, staticStack, 'static stack')].filter(Boolean);
  const initialOk = matched.initial <= PAGE_INITIAL_BUDGET;
  lines.push(
    `budget anchor-matched page initial JavaScript: ${matched.initial} B gz${ratios.length ? ` (${ratios.join(', ')})` : ''}, at most ${PAGE_INITIAL_BUDGET} B gz: ${initialOk ? 'ok' : 'OVER'}`,
  );
  if (!initialOk) overBudget.push('anchor-matched page initial');
  const total = matched.initial + matched.lazy;
  const totalOk = total <= PAGE_TOTAL_BUDGET;
  lines.push(`budget anchor-matched page, everything loaded (initial + on demand): ${total} B gz, at most ${PAGE_TOTAL_BUDGET} B gz: ${totalOk ? 'ok' : 'OVER'}`);
  if (!totalOk) overBudget.push('anchor-matched page everything loaded');
  return { lines, overBudget };
}
