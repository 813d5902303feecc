// `npm run bench`: every benchmark and size budget, printed; non-zero exit when a budget fails.
import { benchAccordionThroughput } from './accordion-throughput.ts';
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

if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
