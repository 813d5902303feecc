// `npm run bench`: every benchmark and size budget, printed; non-zero exit when a budget fails.
import { benchAccordionThroughput } from './accordion-throughput.ts';
import { benchLightboxOpen } from './lightbox-open.ts';
import { measureSizes } from './size.ts';

const { lines, overBudget } = await measureSizes();
for (const line of lines) console.log(line);
for (const line of benchAccordionThroughput()) console.log(line);
const lightboxOpen = await benchLightboxOpen();
for (const line of lightboxOpen.lines) console.log(line);
overBudget.push(...lightboxOpen.overBudget);

if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
