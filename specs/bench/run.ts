// `npm run bench`: every benchmark and size budget, printed; non-zero exit when a budget fails.
import { benchAccordionThroughput } from './accordion-throughput.ts';
import { benchMarqueeFrames } from './marquee-frames.ts';
import { benchFormSubmitPaint } from './form-paint.ts';
import { benchLightboxOpen } from './lightbox-open.ts';
import { measureSizes } from './size.ts';
import { existsSync } from 'node:fs';
import { benchGalleryBrowser } from './gallery-browser.ts';

const { lines, overBudget } = await measureSizes();
for (const line of lines) console.log(line);
for (const line of benchAccordionThroughput()) console.log(line);
// The gallery's browser benchmarks need the built site (`npm run build:site`).
if (existsSync('dist/site/site/index.html')) {
  const gallery = await benchGalleryBrowser();
  for (const line of gallery.lines) console.log(line);
  overBudget.push(...gallery.overBudget);
} else console.log('bench gallery (browser): skipped, run `npm run build:site` first');
// Issue 6: the marquee's frames and renders in Chromium (needs `npm run build:site` first).
const marquee = await benchMarqueeFrames();
for (const line of marquee.lines) console.log(line);
overBudget.push(...marquee.overBudget);
// Issue 3: click to 'Submitting…' painted (needs `npm run build:site` first).
const formPaint = await benchFormSubmitPaint();
for (const line of formPaint.lines) console.log(line);
overBudget.push(...formPaint.overBudget);
const lightboxOpen = await benchLightboxOpen();
for (const line of lightboxOpen.lines) console.log(line);
overBudget.push(...lightboxOpen.overBudget);

if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
