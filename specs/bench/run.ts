// `npm run bench`: every benchmark and size budget, printed; non-zero exit when a budget fails.
// The browser benchmarks need the built site (`npm run build:site`); each says so and counts as
// failed when it is missing. The page sizes and Lighthouse install their bench folders
// (./anchors, ./lighthouse) on their first run. BENCH_PORT, when set, is the first of the ports
// the benchmarks' servers take (up to BENCH_PORT + 3); else they take free ports.
import { benchAccordionThroughput } from './accordion-throughput.ts';
import { benchMarqueeFrames } from './marquee-frames.ts';
import { benchHighlightFrames } from './highlight-frames.ts';
import { benchFormSubmitPaint } from './form-paint.ts';
import { benchLightboxOpen } from './lightbox-open.ts';
import { benchIslandPress } from './island-press.ts';
import { measureAll } from './size.ts';
import { benchGalleryBrowser } from './gallery-browser.ts';
import { benchServerRendering } from './server-rendering.ts';
import { benchImageBytes } from './image-bytes.ts';
import { benchLighthouse } from './lighthouse.ts';
import { siteBuilt } from './site-server.ts';
import { benchTracking } from './tracking.ts';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A benchmark that runs as its own script (its own Node: React's production build for the store
 * render, its own server for the cart): its printed lines, and over budget when it exits non-zero.
 */
function script(file: string, name: string): { lines: string[]; overBudget: string[] } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return { lines, overBudget: run.status === 0 ? [] : [name] };
}

const overBudget: string[] = [];
const report = ({ lines, overBudget: over }: { lines: string[]; overBudget: string[] }) => {
  for (const line of lines) console.log(line);
  overBudget.push(...over);
};

// Sizes of the public entries, and of whole pages beside the anchors' stack (issue 13).
report(await measureAll());
for (const line of benchAccordionThroughput()) console.log(line);
// Issue 4: the gallery in Chromium (re-renders, click to painted frame, image requests, CLS).
if (siteBuilt()) report(await benchGalleryBrowser());
else report({ lines: ['bench gallery (browser): skipped, the site is not built (npm run build:site)'], overBudget: ['gallery (site not built)'] });
// Issue 6: the marquee's frames and renders in Chromium.
report(await benchMarqueeFrames());
// Issue 23: the highlight's frames and renders in Chromium, all 12 shapes animating.
report(await benchHighlightFrames());
// Issue 3: click to 'Submitting…' painted.
report(await benchFormSubmitPaint());
// Issue 5: lightbox open from a 1,000-image gallery.
report(await benchLightboxOpen());
// Issue 20: the first press on a block below the first screen that has not woken.
report(await benchIslandPress());
// Issue 11: server rendering against client-only, pictures' widths on load, Lighthouse.
report(await benchServerRendering());
report(await benchImageBytes());
report(await benchLighthouse());
// Issue 25: a tracked button click to the next page; a burst of 1,000 events.
report(await benchTracking());
// Issue 22: a collection page of 200 product cards rendered on the server (at most 50 ms median),
// beside the bare cards; 50 parallel adds to one cart through the example backend (nothing lost).
report(script('./store-render.ts', 'store render (200 cards)'));
report(script('./cart-concurrency.ts', 'cart concurrency'));

if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
